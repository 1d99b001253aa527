import { CATALOGS } from '../catalog/load';

/**
 * What a place that serves food says of its cuisine and of booking, for schema.org's
 * `servesCuisine` and `acceptsReservations` — only what the description states (English).
 */
// The words this file reads descriptions with: copy/detect/dining.json.
const WORDS = CATALOGS.detect.dining;
const CUISINE = new RegExp(`\\b(${WORDS.cuisines.join('|')})\\b`, 'g');
const NO_RESERVATIONS = new RegExp(`\\b(?:${WORDS.noReservations.join('|')})\\b`, 'i');
const RESERVATIONS = new RegExp(`\\b(?:${WORDS.reservations.join('|')})\\b`, 'i');

export type Dining = { servesCuisine?: string[]; acceptsReservations?: boolean };

export function readDining(text: string): Dining {
  const cuisines = [...new Set([...text.matchAll(CUISINE)].map((m) => m[1]))].slice(0, 5);
  const acceptsReservations = NO_RESERVATIONS.test(text) ? false : RESERVATIONS.test(text) ? true : undefined;
  return {
    ...(cuisines.length > 0 ? { servesCuisine: cuisines } : {}),
    ...(acceptsReservations !== undefined ? { acceptsReservations } : {}),
  };
}
