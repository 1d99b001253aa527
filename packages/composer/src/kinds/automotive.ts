import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the automotive industry; within the file, earlier kinds win ties. */
export const AUTOMOTIVE_KINDS: Kind[] = [
  {
    id: 'mechanic',
    words: [
      'mechanic',
      'mechanics',
      'garage',
      'auto repair shop',
      'auto repair=mechanic',
      'car repair=mechanic',
      'car garage',
      'motor repairs=mechanic',
      'mot centre',
    ],
    industry: 'automotive',
    noun: 'garage',
    services: [
      item('Servicing', 'Regular servicing to keep your car running well.', /servic/i),
      item('Repairs', 'Faults found and fixed, explained first.', /repair|brake|clutch|exhaust/i),
      item('MOT', 'MOT testing and the work to get you through it.', /\bmot\b/i),
      item('Diagnostics', 'Finding out what is wrong before anything is fixed.', /diagnos/i),
    ],
    schemaType: 'AutoRepair',
  },
];
