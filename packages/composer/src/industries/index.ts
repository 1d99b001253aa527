import type { Industry } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';
import type { IndustryProfile } from './profile';

export type { IndustryProfile, Item } from './profile';

/** The phrase bank of every industry the generator offers (copy/en/industries/<id>.json). */
export const PROFILES: Record<Industry, IndustryProfile> = CATALOGS.en.industries;
