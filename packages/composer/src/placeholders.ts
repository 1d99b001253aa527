import { CATALOGS } from './catalog/load';

const { placeholders } = CATALOGS.en.generic.fixed;

/**
 * Visible stand-ins for facts the description did not give; the editor highlights them. `prices`:
 * the pricing section's subtitle until prices are entered (the editor shows it, visitors never do).
 */
export const PLACEHOLDER_TEXT = { ...placeholders, prices: placeholders.prices ?? '' };
