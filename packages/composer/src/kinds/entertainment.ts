import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the entertainment industry; within the file, earlier kinds win ties. */
export const ENTERTAINMENT_KINDS: Kind[] = [
  {
    id: 'dj',
    words: ['dj=DJ', 'djs=DJ', 'disc jockey', 'mobile disco'],
    industry: 'entertainment',
    noun: 'DJ service',
    services: [
      item('Weddings', 'Music for your day, planned with you.', /wedding/i),
      item('Parties', 'Birthdays and celebrations with a full dance floor.', /part(?:y|ies)|birthday/i),
      item('Corporate events', 'Music for company nights and events.', /corporate|company/i),
    ],
    schemaType: 'EntertainmentBusiness',
  },
];
