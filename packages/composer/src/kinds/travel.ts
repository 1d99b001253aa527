import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the travel industry; within the file, earlier kinds win ties. */
export const TRAVEL_KINDS: Kind[] = [
  {
    id: 'travel-agent',
    words: ['travel agent', 'travel agents', 'travel agency', 'travel consultant', 'tour operator'],
    industry: 'travel',
    noun: 'travel agency',
    services: [],
    schemaType: 'TravelAgency',
  },
  {
    id: 'hotel',
    words: [
      'hotel',
      'b&b',
      'bed and breakfast',
      'guesthouse',
      'guest house',
      'holiday cottage',
      'holiday let',
      'hostel',
      'campsite',
      'glamping site',
    ],
    industry: 'travel',
    noun: 'place to stay',
    services: [
      item('Rooms', 'Comfortable rooms and a good night’s rest.', /room|suite|stay/i),
      item('Breakfast', 'A good start to the day.', /breakfast/i),
      item('Local tips', 'Ask us what to see and do nearby.'),
    ],
    schemaType: 'Hotel',
  },
];
