import type { Industry } from '@mainstreet/site';
import { beauty, fitness } from './beauty-fitness';
import { government, nonProfit, other } from './community';
import { education, healthcare } from './health-education';
import { entertainment, restaurant, travel } from './hospitality';
import { finance, legal } from './legal-finance';
import type { IndustryProfile } from './profile';
import { creative, realEstate } from './property-creative';
import { professional, retail, technology } from './trade';
import { automotive, construction, manufacturing } from './works';

export type { IndustryProfile, Item } from './profile';

/** The phrase bank of every industry the generator offers. */
export const PROFILES: Record<Industry, IndustryProfile> = {
  restaurant,
  healthcare,
  retail,
  fitness,
  professional,
  education,
  technology,
  beauty,
  'real-estate': realEstate,
  creative,
  legal,
  finance,
  automotive,
  construction,
  entertainment,
  travel,
  manufacturing,
  'non-profit': nonProfit,
  government,
  other,
};
