import { iconSet } from './icon-set';

/**
 * Words owners use for what they sell, mapped to the icon that shows it. Checked before lucide's
 * own tags, which describe icons for software ("wrench": settings) more than for shops.
 */
const WORD_LIST: [RegExp, string[]][] = [
  [/croissant|pastr|viennoiser|boulanger|pâtisser|patisser|boller/, ['croissant']],
  [
    /sourdough|bread|loa(f|ves)|bak(e|er|ing)|panader|\bpan\b|hogaza|bäcker|backer|pain\b|brot/,
    ['wheat', 'croissant'],
  ],
  [
    /cake|birthday|wedding cake|cupcake|tart|pastel|gâteau|gateau|kuchen|torte/,
    ['cake-slice', 'cake', 'dessert'],
  ],
  [/cookie|biscuit|galleta/, ['cookie']],
  [/coffee|espresso|latte|caf[eé]\b|kaffee/, ['coffee', 'cup-soda']],
  [/tea\b|teahouse|thé\b|tee\b/, ['coffee']],
  [/breakfast|brunch|desayuno|petit[- ]déjeuner|frühstück/, ['egg-fried', 'croissant']],
  [/pizza/, ['pizza']],
  [/burger|grill|bbq|barbecue/, ['beef', 'flame']],
  [/sandwich|deli\b|delicatessen|bocadillo/, ['sandwich']],
  [/soup|ramen|noodle|pho\b/, ['soup']],
  [/fish|seafood|sushi|pescad|poisson|fisch/, ['fish']],
  [/salad|vegan|vegetarian|veg\b|greens/, ['salad', 'leaf']],
  [/wine|vino|vin\b|wein|sommelier/, ['wine']],
  [/beer|brew|ale\b|pub\b|cerveza|bière|bier/, ['beer']],
  [/cocktail|bar\b|martini/, ['martini']],
  [/ice cream|gelato|helad|glace|eis\b/, ['ice-cream-cone']],
  [
    /restaurant|dinner|lunch|menu|dish|meal|kitchen|chef|cuisine|food truck|comida|repas|essen/,
    ['utensils-crossed', 'chef-hat', 'utensils'],
  ],
  [/catering|event food|banquet/, ['chef-hat']],
  [
    /hair|haircut|cut\b|barber|fade|peluquer|coiffe|coupe|cheveu|friseur/,
    ['scissors', 'scissors-line-dashed'],
  ],
  [/beard|trim\b|trims\b/, ['scissors-line-dashed', 'scissors']],
  [/shave|shaving|hot towel/, ['droplets', 'sparkles']],
  [/colou?r(ing)?\b|balayage|highlights|dye/, ['palette', 'paintbrush']],
  [/nail|manicure|pedicure|uñas|ongles/, ['hand', 'sparkles']],
  [/massage|spa\b|facial|skin|beauty|wax/, ['flower-2', 'sparkles', 'hand-heart']],
  [/yoga|pilates|stretch|meditat/, ['person-standing', 'heart-pulse', 'flower-2', 'sun']],
  [
    /gym|fitness|strength|personal train|workout|crossfit|boxing|weights|train(ing|er)?\b|bootcamp/,
    ['dumbbell', 'biceps-flexed'],
  ],
  [/nutrition|diet|meal plan|healthy eating/, ['apple', 'salad']],
  [/run(ning)?\b|marathon|cycling|bike|bicycle|cycle/, ['bike', 'footprints']],
  [/martial|karate|judo|taekwondo|jiu/, ['swords', 'medal']],
  [/swim|pool/, ['waves-horizontal']],
  [/dog|puppy|groom|pet\b|pets\b|perro|chien|hund/, ['dog', 'paw-print']],
  [/cat\b|cats\b|kitten/, ['cat', 'paw-print']],
  [/vet|veterinar|animal/, ['paw-print', 'stethoscope']],
  [/dent|teeth|tooth|orthodont/, ['toothbrush-sparkles', 'toothbrush']],
  [/check-?ups?|dental exam|hygien/, ['clipboard-check', 'stethoscope']],
  [/whiten/, ['sparkles', 'wand-sparkles']],
  [/implant|crown|brace/, ['shield-plus', 'toothbrush']],
  [
    /doctor|clinic|medical|health|nurs|therap|physio|gp\b|médic|arzt/,
    ['stethoscope', 'heart-pulse', 'hospital'],
  ],
  [/pharmac|prescription/, ['pill']],
  [/eye|optic|glasses|optomet/, ['glasses', 'eye']],
  [/counsel|psycholog|mental|life coach/, ['messages-square', 'heart-handshake']],
  [/plumb|pipe|leak|drain|boiler|fontaner|plombier|klempner/, ['wrench', 'droplets', 'shower-head', 'bath']],
  [
    /electric|wiring|rewir|socket|lighting|electricista|électric|elektr/,
    ['plug-zap', 'lightbulb', 'zap', 'cable'],
  ],
  [/inspection|safety check|certificat/, ['shield-check', 'clipboard-check']],
  [/roof|gutter/, ['house', 'hammer']],
  [/carpent|joiner|wood|furniture|cabinet/, ['hammer', 'axe']],
  [/paint|decorat|mural/, ['paint-roller', 'paintbrush']],
  [/build|construct|renovat|extension|kitchen fit|bathroom fit|tiling|tile/, ['hard-hat', 'hammer', 'ruler']],
  [/garden|landscap|lawn|tree|hedge|plant|jardin|garten/, ['shovel', 'trees', 'sprout']],
  [/flower|florist|bouquet|floral|flor|fleur|blume/, ['flower', 'flower-2', 'rose', 'sprout']],
  [
    /clean|maid|janitor|window clean|limpieza|nettoyage|reinigung/,
    ['spray-can', 'sparkles', 'brush-cleaning', 'bubbles'],
  ],
  [/tenancy|move-out|move-in|end of lease/, ['key-round', 'house']],
  [/laundr|dry clean|ironing/, ['washing-machine', 'shirt']],
  [
    /repair|fix|mechanic|service your|mot\b|tyre|tire|brake|garage|taller|werkstatt/,
    ['wrench', 'car', 'settings'],
  ],
  [/oil\b|oil change|fluid/, ['droplet', 'fuel']],
  [/engine|diagnos|mot\b|servicing/, ['gauge', 'car-front']],
  [/car\b|cars\b|auto|vehicle|dealer|used car|coche|voiture/, ['car', 'car-front', 'key']],
  [/bike repair|cycle repair/, ['bike', 'wrench']],
  [/taxi|cab\b|chauffeur|transport|delivery|courier|moving|removal/, ['truck', 'car-taxi-front', 'package']],
  [/lawyer|law\b|legal|attorney|solicitor|abogad|avocat|anwalt|notar/, ['scale', 'gavel', 'landmark']],
  [
    /account|tax|bookkeep|payroll|audit|financ|invest|mortgage|insurance|contab|comptab|steuer/,
    ['calculator', 'chart-line', 'piggy-bank', 'receipt'],
  ],
  [
    /real estate|estate agent|property|propert|homes for sale|letting|rental|inmobili|immobili/,
    ['house', 'key-round', 'building'],
  ],
  [
    /hotel|b&b|bed and breakfast|guest ?house|inn\b|lodge|cabin|place to stay|hostal|chambre|pension/,
    ['bed-double', 'hotel', 'key'],
  ],
  [/travel|tour|trip|holiday|vacation|viaje|voyage|reise/, ['plane', 'map', 'luggage']],
  [
    /photo|portrait|camera|wedding photo|fotógraf|photograph|shoot/,
    ['camera', 'aperture', 'image', 'focus', 'images'],
  ],
  [/video|film|cinema|movie/, ['clapperboard', 'video']],
  [
    /music|band\b|live music|concert|gig\b|live venue|music venue|dj\b|música|musique|musik/,
    ['eighth-notes', 'mic-vocal', 'guitar'],
  ],
  [/guitar/, ['guitar']],
  [/piano|keyboard/, ['piano']],
  [/violin|lesson/, ['guitar', 'piano']],
  [/choir|sing|vocal|chorus|coro|chorale|chor\b/, ['mic-vocal', 'eighth-notes']],
  [/record|vinyl|album/, ['disc-3', 'eighth-notes']],
  [/book|library|librer|librair|buch/, ['book-open', 'library']],
  [
    /school|tutor|teach|class|course|lesson|learn|language|escuela|école|schule/,
    ['graduation-cap', 'book-open', 'pencil'],
  ],
  [/kids|child|nursery|daycare|toddler|guarder|crèche|kita/, ['baby', 'blocks', 'face-grinning']],
  [/pottery|ceramic|clay|kiln/, ['amphora', 'palette']],
  [/art\b|artist|gallery|painting|illustrat|draw/, ['palette', 'brush', 'frame']],
  [/design|brand|logo|graphic|web ?site|web design|ux\b/, ['pen-tool', 'layout-template', 'monitor']],
  [/software|app\b|it support|computer|tech|developer|code|cloud|data/, ['laptop', 'code-xml', 'server']],
  [/print|sign|banner/, ['printer']],
  [/jewel|ring|necklace|watch/, ['gem', 'watch']],
  [/cloth|fashion|boutique|dress|tailor|alteration|ropa|vêtement|kleidung/, ['shirt', 'shopping-bag']],
  [/shoe|cobbler/, ['footprints']],
  [/gift|shop|store|retail|tienda|boutique|laden/, ['shopping-bag', 'gift', 'store']],
  [/subscription/, ['calendar-heart', 'package']],
  [/grocer|market|organic|farm|produce/, ['apple', 'carrot', 'shopping-basket']],
  [/charity|non-profit|nonprofit|volunteer|donat|community/, ['heart-handshake', 'hand-heart', 'users']],
  [/church|worship|faith/, ['church']],
  [/event|party|wedding plan|wedding venue|celebrat|ceremon/, ['party-popper', 'calendar-heart']],
  [/barn|venue|hall hire|marquee/, ['tent', 'warehouse', 'castle']],
  [/security|lock|locksmith|alarm|cerrajer|serrur/, ['lock', 'key', 'shield-check']],
  [/tattoo|ink\b|cover-up/, ['pen-tool', 'brush', 'paintbrush']],
  [/piercing/, ['gem', 'sparkles']],
  [/consult|strategy|advice|advis|agency|marketing/, ['briefcase', 'lightbulb', 'chart-line']],
  [/quote|estimate|call|phone/, ['phone']],
  [/booking|appointment|reserv|schedule/, ['calendar-check']],
];

/** A word edge that knows accented letters (JavaScript's `\\b` takes "é" for a gap). */
const EDGE = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';

/** Each pattern matches from the start of a word only: "dale" is no ale, "start" no tart, "chair" no hair. */
const WORDS: [RegExp, string[]][] = WORD_LIST.map(([pattern, icons]) => [
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern.source.replaceAll('\\b', EDGE)})`, 'u'),
  icons,
]);

/** The icons each industry shows when the words name nothing more specific. */
const INDUSTRY: Record<string, string[]> = {
  restaurant: ['utensils-crossed', 'chef-hat', 'coffee', 'soup'],
  healthcare: ['stethoscope', 'heart-pulse', 'hospital', 'pill'],
  retail: ['shopping-bag', 'store', 'gift', 'tag'],
  fitness: ['dumbbell', 'heart-pulse', 'timer', 'medal'],
  professional: ['briefcase', 'handshake', 'clipboard-check', 'lightbulb'],
  education: ['graduation-cap', 'book-open', 'pencil', 'school'],
  technology: ['laptop', 'code-xml', 'server', 'cpu'],
  beauty: ['sparkles', 'scissors', 'flower-2', 'hand-heart'],
  'real-estate': ['house', 'key-round', 'building', 'map-pin'],
  creative: ['palette', 'camera', 'pen-tool', 'brush'],
  legal: ['scale', 'gavel', 'landmark', 'file-text'],
  finance: ['calculator', 'chart-line', 'piggy-bank', 'receipt'],
  automotive: ['car', 'wrench', 'gauge', 'key'],
  construction: ['hard-hat', 'hammer', 'ruler', 'paint-roller'],
  entertainment: ['eighth-notes', 'ticket', 'mic-vocal', 'party-popper'],
  travel: ['plane', 'map', 'luggage', 'compass'],
  manufacturing: ['factory', 'cog', 'package', 'truck'],
  'non-profit': ['heart-handshake', 'hand-heart', 'users', 'sprout'],
  government: ['landmark', 'users', 'file-text', 'map-pin'],
  other: ['store', 'heart-handshake', 'star', 'map-pin'],
};

/** Words too common to say what a picture shows, though lucide tags some icons with them. */
const STOP = new Set([
  'and',
  'the',
  'for',
  'with',
  'our',
  'your',
  'you',
  'all',
  'from',
  'are',
  'care',
  'hot',
]);

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}&-]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));

/** The icons the curated words name, in the order the text names them. */
function namedIcons(text: string): string[] {
  const lower = ` ${text.toLowerCase()} `;
  // What the text names first is what the business is ("dog grooming … nail trims" is dogs).
  return WORDS.map(([pattern, icons]) => ({ at: lower.search(pattern), icons }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .flatMap((m) => m.icons);
}

/** Icons whose name or lucide tags match a word of the text, best first. */
function taggedIcons(text: string): string[] {
  const { nodes, tags } = iconSet();
  const scores = new Map<string, number>();
  for (const word of words(text)) {
    const stem = word.replace(/(es|s)$/, '');
    if (nodes[word]) scores.set(word, (scores.get(word) ?? 0) + 3);
    if (nodes[stem]) scores.set(stem, (scores.get(stem) ?? 0) + 3);
    for (const [name, list] of Object.entries(tags)) {
      if (list.includes(word) || list.includes(stem)) scores.set(name, (scores.get(name) ?? 0) + 1);
    }
  }
  return [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/** Icons in order of fit for a text: curated words first, then icon names and lucide's tags. */
export function iconsFor(text: string): string[] {
  const { nodes } = iconSet();
  return [...new Set([...namedIcons(text), ...taggedIcons(text)])].filter((name) => nodes[name]);
}

/**
 * Picks an icon per slot so that no two on one site are the same: each slot takes its best fit
 * not yet used, then its industry's icons, so three cakes on one page become three pictures.
 * A card names one thing, so lucide's tags read it well; a hero or about text is the business's
 * name and headline, where a tag match is a place or a pun ("Bath" is a bathtub, "Fade Kings" a
 * crown), so those take the industry's icons before any tag.
 */
export function pickIcons(
  slots: { text: string; title?: string; industry?: string; isCard?: boolean }[],
): string[] {
  const { nodes } = iconSet();
  const used = new Set<string>();
  return slots.map(({ text, title = text, industry, isCard = true }) => {
    const fallback = INDUSTRY[industry ?? 'other'] ?? INDUSTRY.other;
    // Lucide's tags are broad ("care": a bandage, "family": an address book): only a title's words count.
    const order = isCard
      ? [...namedIcons(text), ...taggedIcons(title), ...fallback]
      : [...namedIcons(text), ...fallback, ...taggedIcons(title)];
    const choice = [...order, ...INDUSTRY.other].find((name) => nodes[name] && !used.has(name));
    const icon = choice ?? fallback[0];
    used.add(icon);
    return icon;
  });
}

/** The industry's own icons, for the small supporting icons around the main one. */
export function industryIcons(industry: string | undefined): string[] {
  return INDUSTRY[industry ?? 'other'] ?? INDUSTRY.other;
}
