// `npm start`: build the web app and the server if needed, then serve everything from one process.
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
process.env.SERVE_WEB ??= 'true';
// React's production build renders sites about ten times faster.
process.env.NODE_ENV ??= 'production';
// Payments are never switched on here: without STRIPE_SECRET_KEY, production runs with payments off
// unless PAYMENTS_TEST_MODE=true asks for the test checkout (which upgrades anyone for free). The
// server prints one line saying which mode it runs in.
// The server runs compiled (rebuilt in about a second when its sources changed), not through tsx.
await import(pathToFileURL(await ensureServerBuild()).href);
