/**
 * Claims about how a business works, in English, Spanish, French and German. Each is a fact like a
 * phone number: the site may state it only when the owner's description does ("family bakery" licenses
 * "family-run"), so the phrase banks, the model's copy and the tests are all checked against this list.
 */
export type Claim = {
  id: string;
  /** How the claim is put on a page, in each language. */
  says: RegExp;
  /** What in the description licenses it: a pattern, or a test given the words matched. */
  licensedBy: RegExp | ((match: string, description: string) => boolean);
};

const year = (match: string, description: string) =>
  (match.match(/\d{4}/g) ?? []).every((y) => description.includes(y));

export const CLAIMS: Claim[] = [
  {
    id: 'made-to-order',
    says: /\bmade[- ]to[- ]order\b|\b(?:cooked|prepared|made) (?:fresh )?(?:to order|when you order|as you order)\b|\bcooked when\b|\b(?:hech[oa]s?|preparad[oa]s?|cocinad[oa]s?) al momento\b|\b(?:fait|préparé|cuisiné)e?s? (?:à la commande|minute)\b|\bauf Bestellung (?:zubereitet|gekocht|gemacht)\b|\bà la minute\b/iu,
    licensedBy:
      /to order|made[- ]to[- ]order|custom|bespoke|al momento|por encargo|bajo pedido|à la commande|sur commande|auf bestellung|à la minute/iu,
  },
  {
    id: 'in-house',
    says: /\bin[- ]house\b|\bin our own (?:kitchen|bakery|workshop|studio|roastery)\b|\bmade on (?:site|the premises)\b|\bfrom scratch\b|\b(?:hech|elaborad)[oa]s? en casa\b|\bcaser[oa]s?\b|\belaboración propia\b|\bfaits? maison\b|\bfaites? maison\b|\bde notre fabrication\b|\bhausgemacht(?:e[nrs]?)?\b|\bselbst gemacht(?:e[nrs]?)?\b|\baus eigener Herstellung\b/iu,
    licensedBy:
      /in[- ]house|home[- ]?made|own kitchen|from scratch|made here|on site|caser|en casa|elaboración propia|fait maison|faits maison|notre fabrication|hausgemacht|selbst gemacht|eigene[rn]? herstellung/iu,
  },
  {
    id: 'handmade',
    says: /\bhand[- ]?made\b|\bhand[- ](?:crafted|built|finished|tied|poured)\b|\bartisan(?:al)?\b|\bhecho[s]? a mano\b|\bartesan[oa]l?(?:es)?\b|\bfaits? (?:à la )?main\b|\bartisanal(?:e|s|es)?\b|\bhandgemacht(?:e[nrs]?)?\b|\bhandgefertigt(?:e[nrs]?)?\b/iu,
    licensedBy: /hand|artisan|artesan|à la main|fait main|handwerk/iu,
  },
  {
    id: 'family-run',
    says: /\bfamily[- ](?:run|owned|business)\b|\brun by (?:a|our|the) family\b|\bour family\b|\bempresa familiar\b|\bnegocio familiar\b|\bde familia\b|\b(?:entreprise|maison|affaire) familiale\b|\ben famille\b|\bFamilienbetrieb\b|\bfamiliengeführt(?:e[nrs]?)?\b/iu,
    licensedBy: /famil/iu,
  },
  {
    id: 'free',
    says: /\bfree (?:quotes?|estimates?|delivery|consultations?|trials?|parking|wi-?fi|advice|survey|check)\b|\bno[- ]obligation\b|\bfree of charge\b|\bat no (?:extra )?cost\b|\bgratis\b|\bgratuit[oa]s?\b|\bsin compromiso\b|\bsin coste\b|\bgratuit(?:e|s|es)?\b|\boffert(?:e|s|es)?\b|\bsans engagement\b|\bkostenlos(?:e[nrs]?)?\b|\bkostenfrei(?:e[nrs]?)?\b|\bunverbindlich(?:e[nrs]?)?\b/iu,
    licensedBy:
      /free|no[- ]obligation|gratis|gratuit|sin compromiso|sin coste|offert|sans engagement|kostenlos|kostenfrei|unverbindlich/iu,
  },
  {
    id: 'same-day',
    says: /\bsame[- ]day\b|\bnext[- ]day\b|\bwithin (?:24|48) hours\b|\b(?:en el|el) mismo día\b|\ben 24 horas\b|\ble jour même\b|\bsous 24 ?h\b|\bam (?:selben|gleichen) Tag\b|\binnerhalb von 24 Stunden\b/iu,
    licensedBy: /same[- ]day|next[- ]day|24|mismo día|jour même|selben tag|gleichen tag/iu,
  },
  {
    id: 'around-the-clock',
    says: /24\/7|\b24 hours a day\b|\b(?:a)?round the clock\b|\bany time of (?:the )?(?:day|night)\b|\blas 24 horas\b|\b24 ?h ?\/ ?24\b|\b7 ?j ?\/ ?7\b|\bjour et nuit\b|\brund um die Uhr\b|\b24 Stunden\b/iu,
    licensedBy: /24|round the clock|day and night|jour et nuit|rund um die uhr|7j\/7/iu,
  },
  {
    id: 'emergency',
    says: /\bemergenc(?:y|ies)\b|\burgencias?\b|\burgences?\b|\bNotdienst\b|\bNotfall\w*/iu,
    licensedBy: /emergenc|urgenc|urgent|notdienst|notfall/iu,
  },
  {
    id: 'credentials',
    says: /\b(?:fully )?(?:licen[cs]ed|insured|certified|accredited|registered|qualified|chartered)\b|\bcon licencia\b|\basegurad[oa]s?\b|\bcertificad[oa]s?\b|\bhomologad[oa]s?\b|\btitulad[oa]s?\b|\bcolegiad[oa]s?\b|\bacreditad[oa]s?\b|\bcertifié(?:e|s|es)?\b|\bagréé(?:e|s|es)?\b|\bassuré(?:e|s|es)?\b|\bdiplômé(?:e|s|es)?\b|\bqualifié(?:e|s|es)?\b|\bzertifiziert(?:e[nrs]?)?\b|\bversichert(?:e[nrs]?)?\b|\blizenziert(?:e[nrs]?)?\b|\bstaatlich anerkannt(?:e[nrs]?)?\b|\bgeprüft(?:e[nrs]?)?\b|\bqualifiziert(?:e[nrs]?)?\b|\bMeisterbetrieb\b/iu,
    licensedBy:
      /licen[cs]|insur|certif|accredit|regist|qualif|charter|asegur|homolog|titul|colegiad|acredit|agréé|assur|diplôm|zertifi|versicher|lizenz|anerkannt|geprüft|meister/iu,
  },
  {
    id: 'awards',
    says: /\baward[- ]?winning\b|\bawards?\b|\bprize[- ]winning\b|\bpremiad[oa]s?\b|\bgalardonad[oa]s?\b|\bprimé(?:e|s|es)?\b|\brécompensé(?:e|s|es)?\b|\bpreisgekrönt(?:e[nrs]?)?\b|\bausgezeichnet(?:e[nrs]?)?\b/iu,
    licensedBy: /award|prize|premi|galardon|primé|récompens|preisgekrönt|ausgezeichnet/iu,
  },
  {
    id: 'since-year',
    says: /\b(?:since|established|est\.?|founded(?: in)?|desde(?: el)?(?: año)?|fundad[oa] en|depuis|fondée? en|seit|gegründet)\s+(?:19|20)\d\d\b/iu,
    licensedBy: year,
  },
  {
    id: 'experience',
    says: /\b(?:years|decades) of (?:experience|expertise|practice)\b|\b(?:\d+|many|several|over \w+)\+? years\b|\bdecades\b|\bgenerations\b|\baños de experiencia\b|\bdécadas\b|\bans d['’]expérience\b|\bannées d['’]expérience\b|\bdécennies\b|\bJahre(?:n)? Erfahrung\b|\bjahrzehnte\w*/iu,
    licensedBy: /experien|expérien|erfahr|years|años|\bans\b|jahre|decade|década|décennie|generation/iu,
  },
  {
    id: 'customer-count',
    says: /\b(?:hundreds|thousands|\d[\d,.]*\+?) of (?:happy |satisfied )?(?:customers|clients|families|students|patients|guests|couples|pets)\b|\b(?:happy|satisfied) (?:customers|clients)\b|\bclientes satisfechos\b|\b(?:miles|cientos) de\b|\bclients satisfaits\b|\bdes (?:milliers|centaines) de\b|\bzufriedene[rn]? Kunden\b|\b(?:tausende|hunderte)\b/iu,
    licensedBy:
      /hundreds|thousands|happy customers|satisfied|\d[\d,.]*\+? (?:customers|clients)|miles|cientos|milliers|centaines|tausend|hundert|zufrieden/iu,
  },
  {
    id: 'ratings',
    says: /\b(?:top[- ])?rated\b|\bfive[- ]star\b|\b5[- ]star\b|\b\d(?:[.,]\d)? stars?\b|\b(?:customer|client|google|great|glowing|rave|positive|good|excellent|our|read the) reviews?\b|\btestimonials?\b|\bvalorad[oa]s?\b|\bestrellas\b|\breseñas\b|\bétoiles\b|\bavis (?:clients|de nos clients)\b|\bnoté(?:e|s|es)?\b|\bSterne\b|\bBewertung(?:en)?\b|\bbewertet(?:e[nrs]?)?\b|\bRezensionen\b/iu,
    licensedBy:
      /rated|star|review|testimonial|valorad|estrella|reseña|étoile|avis|noté|sterne|bewert|rezension/iu,
  },
  {
    id: 'the-best',
    says: /\b(?:the|our) (?:very )?(?:best|finest)\b|\bbest in (?:town|the (?:city|area|region|country))\b|\bnumber one\b|#1\b|\bunbeatable\b|\bsecond to none\b|\bthe leading\b|\b(?:el|la|los|las|nuestr[oa]s?) mejor(?:es)?\b|\bnúmero uno\b|\binsuperables?\b|\b(?:le|la|les|notre|nos) meilleur(?:e|s|es)?\b|\bnuméro un\b|\bimbattables?\b|\b(?:der|die|das|unser[e]?) beste[nrs]?\b|\bNummer eins\b|\bunschlagbar(?:e[nrs]?)?\b/iu,
    licensedBy: /best|finest|number one|#1|mejor|número uno|meilleur|numéro un|beste|nummer eins/iu,
  },
  {
    id: 'guarantee',
    says: /\bguarantee[ds]?\b|\bwe(?:['’]ll| will) put it right\b|\bmoney[- ]back\b|\bwarrant(?:y|ies|ied)\b|\bgarantía\b|\bgarantizad[oa]s?\b|\bgarantizamos\b|\bgaranti(?:e|s|es)?\b|\bgarantissons\b|\bGarantie\b|\bgarantiert(?:e[nrs]?)?\b/iu,
    licensedBy: /guarant|warrant|garant/iu,
  },
  {
    id: 'fresh-daily',
    says: /\bfresh(?:ly)? (?:\w+ )?(?:every ?day|daily|each morning|every morning)\b|\b(?:baked|made|cooked) (?:fresh )?(?:every|each) (?:day|morning)\b|\bcada (?:día|mañana)\b|\bdiariamente\b|\bchaque (?:jour|matin)\b|\bquotidiennement\b|\bjeden (?:Tag|Morgen)\b|\btäglich frisch\b/iu,
    licensedBy:
      /daily|every ?day|each morning|every morning|cada día|cada mañana|diari|chaque jour|chaque matin|quotidien|jeden tag|jeden morgen|täglich/iu,
  },
  {
    // Promises about how a job is run are facts about the owner's way of working, like the rest.
    id: 'punctuality',
    says: /\bon time\b|\bwhen (?:we|I) say (?:we|I)(?:['’]ll| will)\b|\bturn up\b|\bshow up\b|\bpunctual(?:ly|ity)?\b|\bnever late\b|\bdo what we (?:say|promise)\b|\ba tiempo\b|\bpuntualidad\b|\bà l['’]heure\b|\bponctualité\b|\bdans les délais\b|\bpünktlich(?:e[nrs]?|keit)?\b|\btermingerecht(?:e[nrs]?)?\b/iu,
    licensedBy:
      /on time|punctual|when (?:we|i) say|puntual|a tiempo|à l['’]heure|ponctu|délais|pünktlich|termin/iu,
  },
  {
    id: 'in-writing',
    says: /\bin writing\b|\bwritten (?:quotes?|estimates?|agreements?|contracts?)\b|\bpor escrito\b|\bpar écrit\b|\bschriftlich(?:e[nrs]?)?\b/iu,
    licensedBy: /writing|written|escrito|écrit|schriftlich/iu,
  },
  {
    id: 'tidiness',
    says: /\bclean(?:s|ing)? up (?:after|every|each)\b|\b(?:leave|keep|keeps|leaving|keeping) (?:every|the|your) (?:site|home|house|job|work ?space|property)s? (?:clean|tidy|spotless)\b|\btidy (?:sites?|work|jobs?)\b|\bspotless\b|\bdust[- ]free\b|\bimpecable\b|\bpropre et (?:rangé|net)\b|\bsauber (?:und ordentlich|hinterlassen)\b/iu,
    licensedBy: /tidy|clean|spotless|dust|impecab|propre|sauber/iu,
  },
  {
    id: 'sourcing',
    says: /\borganic\b|\blocally[- ]sourced\b|\blocal (?:produce|ingredients|suppliers|farms?|farmers)\b|\becológic[oa]s?\b|\borgánic[oa]s?\b|\bde proximidad\b|\bbio(?:logiques?)?\b|\bproducteurs locaux\b|\bBio\b|\baus der Region\b|\bregionale[nrs]? (?:Zutaten|Produkte)\b/iu,
    licensedBy: /organic|local|ecológ|orgán|proximidad|bio|producteurs|region/iu,
  },
];

// JavaScript's \b knows only ASCII letters, so "\bétoiles" would never match after a space. A \b that
// opens an alternative becomes "no letter before", any other "no letter after" (cheaper than both ways).
function unicodeWords(re: RegExp, global = false): RegExp {
  const source = re.source
    .replace(/(^|\||\(\?:|\()\\b/g, '$1(?<![\\p{L}\\p{N}])')
    .replaceAll('\\b', '(?![\\p{L}\\p{N}])');
  return new RegExp(source, `iu${global ? 'g' : ''}`);
}
const COMPILED = CLAIMS.map((claim) => ({
  id: claim.id,
  says: unicodeWords(claim.says, true),
  licensedBy: typeof claim.licensedBy === 'function' ? claim.licensedBy : unicodeWords(claim.licensedBy),
}));

export type ClaimFinding = { claim: string; match: string; text: string };

/** The claims a text makes that the description does not license. */
export function unlicensedClaims(text: string, description: string): ClaimFinding[] {
  const findings: ClaimFinding[] = [];
  for (const claim of COMPILED) {
    for (const m of text.matchAll(claim.says)) {
      const licensed =
        typeof claim.licensedBy === 'function'
          ? claim.licensedBy(m[0], description)
          : claim.licensedBy.test(description);
      if (!licensed) findings.push({ claim: claim.id, match: m[0], text });
    }
  }
  return findings;
}
