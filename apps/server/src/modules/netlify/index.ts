/**
 * What other modules may use of the Netlify module's storage. Another module never imports
 * `netlify.repository` itself (lint: biome.json).
 */
export { findNetlifySite, saveAccount } from './netlify.repository';
