/** How a site card's cover is drawn: an image from the site, or artwork chosen by the name. */
export type Cover = { kind: 'image'; url: string } | { kind: 'art'; theme: CoverTheme };

export type CoverTheme =
  | 'food'
  | 'health'
  | 'fitness'
  | 'beauty'
  | 'trades'
  | 'retail'
  | 'professional'
  | 'auto'
  | 'default';

const KEYWORDS: [CoverTheme, string[]][] = [
  [
    'food',
    [
      'restaurant',
      'cafe',
      'café',
      'bakery',
      'pizza',
      'coffee',
      'bistro',
      'kitchen',
      'grill',
      'catering',
      'diner',
      'food',
      'taco',
      'sushi',
    ],
  ],
  [
    'health',
    [
      'clinic',
      'dental',
      'dentist',
      'health',
      'medical',
      'physio',
      'therapy',
      'pharmacy',
      'vet',
      'doctor',
      'chiro',
    ],
  ],
  ['fitness', ['gym', 'fitness', 'yoga', 'pilates', 'crossfit', 'training', 'sport', 'boxing', 'dance']],
  ['beauty', ['salon', 'spa', 'beauty', 'barber', 'nail', 'hair', 'makeup', 'lash', 'tattoo']],
  [
    'trades',
    [
      'plumb',
      'electric',
      'construction',
      'roof',
      'builder',
      'repair',
      'landscap',
      'garden',
      'clean',
      'paint',
      'hvac',
    ],
  ],
  ['retail', ['shop', 'store', 'boutique', 'market', 'florist', 'flower', 'books', 'gift', 'jewel']],
  [
    'professional',
    [
      'law',
      'legal',
      'account',
      'consult',
      'finance',
      'insurance',
      'agency',
      'studio',
      'design',
      'photo',
      'tax',
    ],
  ],
  ['auto', ['auto', 'car ', 'cars', 'garage', 'mechanic', 'tire', 'tyre', 'motor']],
];

type ContentLike = {
  hero?: { imageUrl?: string };
  about?: { imageUrl?: string };
  services?: { imageUrl?: string }[];
  widgets?: { type: string; data?: Record<string, unknown> }[];
};

/** The first image the site's own content holds: hero, about, services, then widgets (gallery or data.image). */
export function imageFromContent(content: ContentLike | null | undefined): string | null {
  if (!content) return null;
  const candidates = [
    content.hero?.imageUrl,
    content.about?.imageUrl,
    ...(content.services ?? []).map((s) => s.imageUrl),
  ];
  for (const widget of content.widgets ?? []) {
    const data = widget.data ?? {};
    const images = data.images;
    if (widget.type === 'gallery' && Array.isArray(images)) {
      candidates.push(
        ...images.map((img) => (img && typeof img === 'object' ? (img as { url?: string }).url : undefined)),
      );
    }
    if (typeof data.image === 'string') candidates.push(data.image);
  }
  return candidates.find((url): url is string => typeof url === 'string' && url.length > 0) ?? null;
}

export function themeFromName(name: string): CoverTheme {
  const lower = ` ${name.toLowerCase()} `;
  for (const [theme, words] of KEYWORDS) if (words.some((word) => lower.includes(word))) return theme;
  return 'default';
}

/** The cover comes from the site's content, else from keywords in its name, else a default. */
export function pickCover(site: {
  name: string;
  coverImage?: string | null;
  content?: ContentLike | null;
}): Cover {
  const url = site.coverImage || imageFromContent(site.content);
  if (url) return { kind: 'image', url };
  return { kind: 'art', theme: themeFromName(site.name) };
}
