import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the travel industry; within the file, earlier kinds win ties. */
export const TRAVEL_KINDS: Kind[] = [
  {
    id: 'travel-agent',
    words: [
      'agencia de viajes',
      'agence de voyages',
      'reisebüro',
      'travel agent',
      'travel agents',
      'travel agency',
      'travel consultant',
      'tour operator',
    ],
    industry: 'travel',
    noun: 'travel agency',
    services: [],
    schemaType: 'TravelAgency',
  },
  {
    id: 'hotel',
    words: ['hotel rural', 'hôtel', 'pensión', 'hotel', 'holiday cottage', 'holiday let'],
    industry: 'travel',
    noun: 'place to stay',
    services: [
      item('Rooms', 'Comfortable rooms and a good night’s rest.', /room|suite|stay/i),
      item('Breakfast', 'A good start to the day.', /breakfast/i),
      item('Local tips', 'Ask us what to see and do nearby.'),
    ],
    schemaType: 'Hotel',
  },
  {
    id: 'bed-and-breakfast',
    words: [
      'b&b',
      'b & b',
      'bed and breakfast',
      'bed & breakfast',
      'guesthouse',
      'guest house',
      'casa rural',
      "chambre d'hôtes",
      "chambres d'hôtes",
      'gîte',

      'gästehaus',
      'ferienwohnung',
    ],
    industry: 'travel',
    noun: 'bed and breakfast',
    services: [
      item('Rooms', 'Comfortable rooms to rest in.', /room|bed|suite/i),
      item(
        'Breakfast',
        'A good breakfast to start the day.',
        /breakfast|desayuno|petit[- ]déjeuner|frühstück/i,
      ),
      item('Local tips', 'Ask us what to see and where to eat nearby.'),
    ],
    schemaType: 'BedAndBreakfast',
  },
  {
    id: 'hostel',
    words: [
      'hostel',
      'hostels',
      'youth hostel',
      'backpackers',
      'albergue',
      'auberge de jeunesse',
      'jugendherberge',
      'hostal',
    ],
    industry: 'travel',
    noun: 'hostel',
    services: [
      item('Dorms', 'Beds in shared rooms for travellers.', /dorm/i),
      item('Private rooms', 'Rooms of your own.', /private|room/i),
      item('Common areas', 'A place to cook, meet and relax.', /kitchen|lounge|common/i),
    ],
    schemaType: 'Hostel',
  },
  {
    id: 'campsite',
    words: [
      'campsite',
      'campground',
      'camping',
      'caravan park',
      'glamping site',
      'glamping',
      'camping municipal',
      'campingplatz',
    ],
    industry: 'travel',
    noun: 'campsite',
    services: [
      item('Pitches', 'Space for your tent, van or caravan.', /pitch|tent|caravan|van/i),
      item('Glamping', 'Comfortable stays under canvas.', /glamp|yurt|pod|bell tent/i),
      item('Facilities', 'Showers, toilets and what you need for your stay.', /shower|toilet|facilit/i),
    ],
    schemaType: 'Campground',
  },
];
