import type { Industry } from '@mainstreet/site';

/** Words that point to an industry; a phrase of several words counts more than a single word. */
const KEYWORDS: Record<Exclude<Industry, 'other'>, string[]> = {
  restaurant:
    `boulangerie|panaderia|panadería|pâtisserie|crêperie|creperie|osteria|ristorante|cantina|pub grub|burger joint|restaurant|cafe|café|coffee|espresso|bakery|bake|baker|pizza|pizzeria|bistro|diner|pub|gastropub|brewpub|taco|taqueria|sushi|ramen|noodle|food truck|catering|caterer|bagel|brunch|menu|chef|deli|ice cream|gelato|dessert|tea room|tearoom|wine bar|cocktail bar|grill|bbq|barbecue|burger|steakhouse|curry|kebab|dumpling|patisserie|pastry|pastries|cupcake|donut|doughnut|juice bar|smoothie|vegan kitchen|eatery|brasserie|trattoria|cuisine|takeaway|dine|dining`.split(
      '|',
    ),
  healthcare:
    `orthodont*|braces|invisalign|dentist|dental|clinic|physio|physiotherapy|physical therapy|chiropractor|chiropractic|doctor|gp surgery|medical|therapist|therapy|counselling|counseling|counsellor|counselor|psychologist|optometrist|optician|pharmacy|pharmacist|veterinary|vet|nurse|nursing|pediatric|paediatric|orthodontist|acupuncture|osteopath|podiatrist|midwife|dermatolog*|hearing|mental health|patients|health care|healthcare|urgent care|family practice`.split(
      '|',
    ),
  retail:
    `shop|store|boutique|bookshop|bookstore|florist|flowers|gift shop|gifts|clothing|apparel|jewellery|jewelry|sell|selling|online store|hardware store|record store|homeware|furniture store|antiques|vintage|toy shop|toys|garden centre|garden center|stationery|candles|skateboard|bike shop|pet shop|pet supplies|grocery|greengrocer|butcher|cheesemonger|market stall|e-commerce|ecommerce|merchandise`.split(
      '|',
    ),
  fitness:
    `climbing centre|climbing center|climbing gym|climbing|rope climbing|gym|yoga|pilates|crossfit|personal trainer|personal training|fitness|martial arts|karate|judo|jiu-jitsu|jiu jitsu|boxing|kickboxing|climbing wall|bouldering|spin class|spinning|bootcamp|boot camp|workout|strength training|hiit|barre|dance fitness|zumba|swim school|running club|athletes`.split(
      '|',
    ),
  professional:
    `consulting|consultancy|consultant|marketing agency|agency|virtual assistant|translation|translator|recruitment|recruiter|hr services|business coach|coaching|life coach|cleaning service|cleaners|cleaning company|office cleaning|event planner|wedding planner|copywriter|copywriting|project management|management consulting|pr firm|public relations|staffing|courier|moving company|removals|dog walker|dog walking|pet sitting|professional services|b2b`.split(
      '|',
    ),
  education:
    `tutor|tutoring|tuition|school|academy|lessons|courses|course|teacher|teaching|preschool|pre-school|nursery school|daycare|day care|childcare|kindergarten|montessori|driving school|driving lessons|music lessons|piano lessons|language school|learn|learning|students|classes for kids|workshops|training centre|education|educational|college|university|curriculum|exam prep|sat prep|homework`.split(
      '|',
    ),
  technology:
    `cyber*|penetration testing|security testing|web hosting|it services|software|app development|apps|it support|saas|web development|developer|computer repair|laptop repair|phone repair|cybersecurity|cyber security|data analytics|machine learning|ai|tech startup|startup|cloud|hosting|managed it|networking|devops|platform|api|automation|smart home|digital agency|technology|tech`.split(
      '|',
    ),
  beauty:
    `hairdressing|haircut|blow dry|blow dries|blowdry|mobile hairdresser|salon|hair|hairdresser|hairstylist|barber|barbershop|nails|nail bar|manicure|pedicure|spa|day spa|lashes|lash|brows|makeup|make-up|skincare|skin care|facial|facials|waxing|massage|beauty|aesthetic*|botox|fillers|skin peels|skin clinic|laser hair removal|tanning|blowout|braids|grooming`.split(
      '|',
    ),
  'real-estate':
    `real estate|realty|realtor|dream home|home buyers|first-time buyers|estate agent|estate agency|property management|property manager|homes for sale|letting agent|lettings|rentals|rental properties|property|properties|buy a home|sell your home|house hunting|mortgage advice|condos|apartments for rent|listings|brokerage`.split(
      '|',
    ),
  creative:
    `design studio|designer|graphic design|photographer|photography|illustrator|illustration|videographer|videography|filmmaker|artist|art studio|pottery|ceramics|tattoo|architect|architecture|branding|brand identity|animation|animator|creative studio|creative agency|portraits|printmaking|muralist|calligraphy|web design|interior design|interior designer`.split(
      '|',
    ),
  legal:
    `law firm|lawyer|attorney|solicitor|solicitors|legal|notary|immigration|divorce|family law|paralegal|barrister|litigation|conveyancing|estate planning|wills|personal injury|employment law|criminal defense|criminal defence|law office|law practice`.split(
      '|',
    ),
  finance:
    `accountant|accounting|accountancy|bookkeeping|bookkeeper|tax|taxes|financial advisor|financial adviser|financial planning|insurance|mortgage broker|wealth management|credit union|payroll|cpa|investment|investments|retirement planning|pension|audit|loans|bank|fintech`.split(
      '|',
    ),
  automotive:
    `auto glass|windscreen*|windshield*|auto|car|garage services|mobile mechanic|auto repair|mechanic|garage|car wash|tyres|tires|detailing|body shop|car dealership|dealership|mot|oil change|motorcycle|motorbike|vehicle|vehicles|cars|car repair|brakes|transmission|auto body|collision|towing|car rental|valeting|servicing your car|ev charging`.split(
      '|',
    ),
  construction:
    `solar panels|solar|installs|installation|insulation|glazing|windows and doors|kitchen fitting|scaffolding|groundworks|drainage|damp proofing|gutters|decking|bathroom fitting|builder|builders|construction|contractor|contractors|roofing|roofer|plumber|plumbing|electrician|electrical|renovation|renovations|remodel|remodeling|remodelling|carpentry|carpenter|joinery|landscaping|landscaper|painting and decorating|painter and decorator|decorator|hvac|handyman|bricklayer|bricklaying|extensions|loft conversion|kitchens and bathrooms|flooring|tiling|tiler|paving|driveways|fencing|boiler|heating engineer|general contractor|home improvement|leaks`.split(
      '|',
    ),
  entertainment:
    `soft play|play centre|play center|indoor play|party rooms|birthday parties|play area|dj|band|live music|events|party|parties|escape room|cinema|theatre|theater|comedy|bowling|arcade|magician|entertainer|event venue|karaoke|nightclub|concert|festival|performers|circus|bouncy castle|laser tag|trampoline park|game night|mini golf|wedding entertainment|shows|gig`.split(
      '|',
    ),
  travel:
    `travel agency|travel agent|tours|tour operator|guided tour|hotel|b&b|bed and breakfast|guesthouse|guest house|hostel|holiday|holidays|vacation|vacation rental|safari|cruise|cruises|campsite|glamping|resort|inn|lodge|travel|trips|itineraries|excursions|adventure travel|boat trips|walking tours`.split(
      '|',
    ),
  manufacturing:
    `manufacturer|manufacturing|factory|fabrication|fabricator|machining|cnc|production|oem|metalwork|metal fabrication|injection molding|injection moulding|packaging|textile|industrial|precision engineering|components|parts|assembly|welding|foundry|3d printing|prototyping|wholesale`.split(
      '|',
    ),
  'non-profit':
    `charity|non-profit|nonprofit|not-for-profit|foundation|volunteer|volunteers|donate|donations|community organisation|community organization|food bank|animal rescue|rescue|shelter|mission|fundraising|cic|ngo|youth club|outreach|advocacy|relief`.split(
      '|',
    ),
  government:
    `city council|council|municipal|municipality|town hall|county|department of|public library|government|local authority|public services|parks department|borough|city of|state agency|federal|township|village office|civic|public works|residents`.split(
      '|',
    ),
};

type Hit = { industry: Industry; weight: number };

const WORDS = new Map<string, Hit[]>();
const PHRASES: Array<{ phrase: string } & Hit> = [];
const STEMS: Array<{ stem: string } & Hit> = [];
for (const [industry, words] of Object.entries(KEYWORDS) as Array<[Industry, string[]]>) {
  for (const word of words) {
    // A trailing * marks a stem ("dermatolog*"); a phrase of several words counts more.
    if (word.endsWith('*')) STEMS.push({ stem: word.slice(0, -1), industry, weight: 2 });
    else if (/\s/.test(word)) PHRASES.push({ phrase: word, industry, weight: 3 });
    else WORDS.set(word, [...(WORDS.get(word) ?? []), { industry, weight: 2 }]);
  }
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\d]/u.test(ch);

/** Every keyword hit in the text, with where it starts. */
function findHits(text: string): Array<Hit & { index: number }> {
  const hits: Array<Hit & { index: number }> = [];
  for (const m of text.matchAll(/[\p{L}\d&'’-]+/gu)) {
    const token = m[0];
    const index = m.index ?? 0;
    const forms = [token, token.replace(/s$/, ''), token.replace(/es$/, '')];
    const found = forms.map((f) => WORDS.get(f)).find(Boolean);
    for (const hit of found ?? []) hits.push({ ...hit, index });
    for (const stem of STEMS) if (token.startsWith(stem.stem)) hits.push({ ...stem, index });
  }
  for (const entry of PHRASES) {
    for (let at = text.indexOf(entry.phrase); at >= 0; at = text.indexOf(entry.phrase, at + 1)) {
      let end = at + entry.phrase.length;
      if (text[end] === 's') end++;
      if (!isWordChar(text[at - 1]) && !isWordChar(text[end])) hits.push({ ...entry, index: at });
    }
  }
  return hits;
}

/** The industry a description is about, from its words; `other` when nothing points anywhere. */
export function classifyIndustry(prompt: string): Industry {
  const text = prompt.toLowerCase().slice(0, 5_000);
  const scores = new Map<Industry, { score: number; first: number }>();
  for (const { industry, weight, index } of findHits(text)) {
    const entry = scores.get(industry) ?? { score: 0, first: index };
    // Words early in the description ("X is a bakery…") say more than words in passing.
    entry.score += weight + (index < 120 ? 1 : 0);
    entry.first = Math.min(entry.first, index);
    scores.set(industry, entry);
  }
  let best: Industry = 'other';
  let bestEntry = { score: 0, first: Number.POSITIVE_INFINITY };
  for (const [industry, entry] of scores) {
    if (entry.score > bestEntry.score || (entry.score === bestEntry.score && entry.first < bestEntry.first)) {
      best = industry;
      bestEntry = entry;
    }
  }
  return best;
}
