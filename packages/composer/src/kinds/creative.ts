import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the creative industry; within the file, earlier kinds win ties. */
export const CREATIVE_KINDS: Kind[] = [
  {
    id: 'tattoo',
    words: ['tattoo studio', 'tattoo parlour', 'tattoo parlor', 'tattoo shop', 'tattoo artist', 'tattooist'],
    industry: 'creative',
    noun: 'tattoo studio',
    services: [
      item('Custom tattoos', 'Designs drawn with you, from first idea to finished piece.', /custom|design/i),
      item('Flash', 'Ready-made designs from our own books.', /flash/i),
      item('Cover-ups', 'Fresh work over old ink, planned carefully.', /cover/i),
    ],
    schemaType: 'TattooParlor',
  },
  {
    id: 'photographer',
    words: [
      'photographer',
      'photographers',
      'photography studio',
      'photography business',
      'photography=photographer',
    ],
    industry: 'creative',
    noun: 'photography business',
    services: [
      item('Weddings', 'Your day, photographed with care.', /wedding|elope/i),
      item('Portraits', 'Relaxed portraits that look like you.', /portrait|headshot|family/i),
      item('Events', 'The moments that matter, captured as they happen.', /event|party/i),
    ],
    schemaType: 'ProfessionalService',
  },
  {
    id: 'web-designer',
    words: [
      'web designer',
      'web designers',
      'website designer',
      'web design studio',
      'web design agency',
      'web developer',
      'web design=web designer',
    ],
    industry: 'creative',
    noun: 'web design business',
    services: [
      item(
        'Website design',
        'Websites that look good and work well on every screen.',
        /website|site|wordpress/i,
      ),
      item('Online shops', 'Shops that make buying simple.', /shop|store|e-?commerce/i),
      item('SEO', 'Helping the right people find you.', /seo|search/i),
    ],
    schemaType: 'ProfessionalService',
  },
];
