import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the real-estate industry; within the file, earlier kinds win ties. */
export const REAL_ESTATE_KINDS: Kind[] = [
  {
    id: 'estate-agent',
    words: [
      'inmobiliaria',
      'agence immobilière',
      'immobilienmakler',
      'makler',
      'estate agent',
      'estate agents',
      'estate agency',
      'letting agent',
      'letting agents',
      'realtor',
      'real estate agent',
      'real estate agency',
    ],
    industry: 'real-estate',
    noun: 'estate agency',
    services: [
      item(
        'Sales',
        '{Selling your home with honest advice|Your home marketed well and sold with clear advice|From valuation to completion, with straight answers}.',
        /sale|sell/i,
      ),
      item(
        'Lettings',
        '{Finding good tenants and looking after them|Good tenants for landlords and good homes for tenants|Letting your property, with the details handled}.',
        /letting|rent/i,
      ),
      item(
        'Valuations',
        '{A realistic figure for your property|An honest view of what your home is worth|A valuation you can plan around}.',
        /valu/i,
      ),
    ],
    schemaType: 'RealEstateAgent',
  },
];
