/**
 * What a place that serves food says of its cuisine and of booking, for schema.org's
 * `servesCuisine` and `acceptsReservations` — only what the description states (English).
 */
const CUISINES = [
  'Mexican',
  'Tex-Mex',
  'Italian',
  'French',
  'Spanish',
  'Greek',
  'Turkish',
  'Lebanese',
  'Middle Eastern',
  'Mediterranean',
  'Moroccan',
  'Persian',
  'Ethiopian',
  'Indian',
  'Nepalese',
  'Thai',
  'Vietnamese',
  'Chinese',
  'Japanese',
  'Korean',
  'Caribbean',
  'Peruvian',
  'Brazilian',
  'Cajun',
  'Southern',
  'Vegan',
  'Vegetarian',
  'Seafood',
  'Barbecue',
];
const CUISINE = new RegExp(`\\b(${CUISINES.join('|')})\\b`, 'g');
const NO_RESERVATIONS =
  /\b(no reservations|walk-ins? only|first come,? first served|we don'?t take (reservations|bookings))\b/i;
const RESERVATIONS =
  /\b(reservations?( (are )?(recommended|welcome|accepted|required|essential))?|book (a|your) table|reserve (a|your) table|table bookings?)\b/i;

export type Dining = { servesCuisine?: string[]; acceptsReservations?: boolean };

export function readDining(text: string): Dining {
  const cuisines = [...new Set([...text.matchAll(CUISINE)].map((m) => m[1]))].slice(0, 5);
  const acceptsReservations = NO_RESERVATIONS.test(text) ? false : RESERVATIONS.test(text) ? true : undefined;
  return {
    ...(cuisines.length > 0 ? { servesCuisine: cuisines } : {}),
    ...(acceptsReservations !== undefined ? { acceptsReservations } : {}),
  };
}
