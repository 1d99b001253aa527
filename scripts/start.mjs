// `npm start`: build the web app and the server if needed, then serve everything from one process.
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
process.env.SERVE_WEB ??= 'true';
// React's production build renders sites about ten times faster.
process.env.NODE_ENV ??= 'production';
// With no payment provider configured, the embedded default is the clearly labelled test-mode
// checkout, so upgrades and quick downloads work on a fresh install. Set PAYMENTS_TEST_MODE=false to
// switch payments off instead.
if (!process.env.STRIPE_SECRET_KEY && process.env.PAYMENTS_TEST_MODE === undefined) {
  process.env.PAYMENTS_TEST_MODE = 'true';
  console.log('Payments: test mode (no STRIPE_SECRET_KEY set) — no real payment is taken.');
}
// The server runs compiled (rebuilt in about a second when its sources changed), not through tsx.
await import(pathToFileURL(await ensureServerBuild()).href);
