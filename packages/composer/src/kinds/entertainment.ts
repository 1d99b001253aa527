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
  {
    id: 'music-venue',
    words: [
      'live music venue',
      'music venue',
      'live music bar',
      'gig venue',
      'concert venue',
      'concert hall',
      'jazz club',
      'live music club',
      'sala de conciertos',
      'salle de concert',
      'salle de concerts',
      'club de jazz',
      'musikclub',
      'konzerthaus',
      'livemusik-club',
    ],
    industry: 'entertainment',
    noun: 'music venue',
    services: [
      item('Live music', 'Bands and artists on our stage.', /live|band|gig|concert/i),
      item('Open mic', 'A stage for new voices.', /open mic/i),
      item('Private hire', 'Ask about hiring the room for your event.', /hire|private|event/i),
    ],
    schemaType: 'MusicVenue',
  },
  {
    id: 'choir',
    words: [
      'choir',
      'choirs',
      'community choir',
      'chorus',
      'gospel choir',
      'coro',
      'chorale',
      'chor',
      'gospelchor',
    ],
    industry: 'entertainment',
    noun: 'choir',
    services: [
      item('Rehearsals', 'Weekly rehearsals, all voices welcome.', /rehears|practi[cs]e|week/i),
      item('Concerts', 'Performances through the year.', /concert|perform/i),
      item('Join us', 'Ask about coming along to sing with us.'),
    ],
    schemaType: 'MusicGroup',
  },
  {
    id: 'escape-room',
    words: ['escape room', 'escape rooms', 'escape game', 'sala de escape', 'escape-game'],
    industry: 'entertainment',
    noun: 'escape room',
    services: [
      item('Rooms', 'Puzzles and stories to solve as a team.', /room|game/i),
      item('Parties', 'Bring your group for a birthday or team day.', /party|parties|team|corporate/i),
      item('Gift vouchers', 'A game to give as a present.', /voucher|gift/i),
    ],
    schemaType: 'EntertainmentBusiness',
  },
];
