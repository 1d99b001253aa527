import type { WebsiteSummary } from '../../lib/types';

/** Examples shown while the owner has no websites yet; they cannot be deleted. */
export const SAMPLE_SITES: (WebsiteSummary & { isSample: true })[] = [
  {
    id: 'sample-bakery',
    name: 'Rosa’s Bakery',
    prompt: 'A neighbourhood bakery in Portland selling sourdough, pastries and custom celebration cakes.',
    status: 'live',
    editCount: 0,
    isAnonymous: false,
    createdAt: '2025-06-01T09:00:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
    netlifyUrl: null,
    coverImage: null,
    isSample: true,
  },
  {
    id: 'sample-plumbing',
    name: 'Northside Plumbing',
    prompt:
      'Family-run plumbing repair and installation for homes and small offices, with same-week appointments.',
    status: 'draft',
    editCount: 0,
    isAnonymous: false,
    createdAt: '2025-06-01T09:00:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
    netlifyUrl: null,
    coverImage: null,
    isSample: true,
  },
  {
    id: 'sample-yoga',
    name: 'Harbor Yoga Studio',
    prompt: 'A small yoga studio offering beginner classes, prenatal yoga and weekend workshops.',
    status: 'archived',
    editCount: 0,
    isAnonymous: false,
    createdAt: '2025-06-01T09:00:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
    netlifyUrl: null,
    coverImage: null,
    isSample: true,
  },
];
