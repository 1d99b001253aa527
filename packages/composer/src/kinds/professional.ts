import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the professional industry; within the file, earlier kinds win ties. */
export const PROFESSIONAL_KINDS: Kind[] = [
  {
    id: 'cleaner',
    words: [
      'cleaner',
      'cleaners',
      'cleaning company',
      'cleaning service',
      'cleaning business',
      'window cleaner',
      'cleaning=cleaning service',
    ],
    industry: 'professional',
    noun: 'cleaning business',
    services: [
      item(
        'Regular cleans',
        'A tidy home or office, on a schedule that suits you.',
        /regular|weekly|domestic/i,
      ),
      item('Deep cleans', 'A thorough top-to-bottom clean.', /deep/i),
      item('End of tenancy cleans', 'Ready for the next people to move in.', /tenancy|move/i),
    ],
    schemaType: 'ProfessionalService',
  },
  {
    id: 'wedding-planner',
    words: [
      'wedding planner',
      'wedding planners',
      'wedding planning=wedding planner',
      'event planner',
      'event planners',
      'wedding coordinator',
    ],
    industry: 'professional',
    noun: 'wedding planning business',
    services: [
      item('Full planning', 'Every detail planned with you, from first idea to last dance.', /full/i),
      item(
        'On-the-day coordination',
        'Someone to keep the day running so you can enjoy it.',
        /day|coordinat/i,
      ),
      item('Styling', 'A look for your day that feels like you.', /styl|decor/i),
    ],
    schemaType: 'ProfessionalService',
  },
  {
    id: 'removals',
    words: ['removals company', 'removal company', 'removals', 'man and van', 'moving company', 'movers'],
    industry: 'professional',
    noun: 'removals business',
    services: [
      item('House moves', 'Your home moved with care.', /house|home/i),
      item('Office moves', 'Moves planned around your working day.', /office/i),
      item('Packing', 'Careful packing, if you would like it.', /pack/i),
    ],
    schemaType: 'MovingCompany',
  },
  {
    id: 'dog-walker',
    words: [
      'dog walker',
      'dog walking',
      'pet sitter',
      'pet sitting',
      'dog sitter',
      'doggy day care',
      'dog daycare',
    ],
    industry: 'professional',
    noun: 'dog walking business',
    services: [
      item('Dog walks', 'Regular walks, fitted around your day.', /walk/i),
      item('Pet sitting', 'Care for your pets while you are away.', /sit|board/i),
      item('Puppy visits', 'Short visits for young dogs.', /pupp/i),
    ],
    schemaType: 'ProfessionalService',
  },
];
