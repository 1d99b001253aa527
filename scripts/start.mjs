// `npm start`: build the web app and the server if needed, then serve everything from one process.
import { pathToFileURL } from 'node:url';
import { ensureCatalogs } from './catalogs-current.mjs';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm start` runs this file through `sh -c`, and npm hands SIGTERM/SIGINT to that shell only:
 * the shell dies and this process, orphaned, would keep serving and holding the port. So when
 * started by npm, the shell's end is our signal to stop: the server's own SIGTERM handler closes
 * it gracefully. (Run directly with `node scripts/start.mjs`, signals reach us and nothing is watched:
 * a shell that merely exits, as after `nohup … &`, must not stop the server.)
 */
function stopWithNpm() {
  if (process.env.npm_lifecycle_event !== 'start') return;
  const shell = process.ppid;
  const watch = setInterval(() => {
    if (isAlive(shell)) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  watch.unref();
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but is not ours to signal (a pid reused by another user's process).
    return error.code === 'EPERM';
  }
}

ensureWebBuild();
// The catalogs compiled again when one was edited (or merged) since: tests only check that they are.
ensureCatalogs();
stopWithNpm();
process.env.SERVE_WEB ??= 'true';
// React's production build renders sites about ten times faster.
process.env.NODE_ENV ??= 'production';
// Payments are never switched on here: without STRIPE_SECRET_KEY, production runs with payments off
// unless PAYMENTS_TEST_MODE=true asks for the test checkout (which upgrades anyone for free). The
// server prints one line saying which mode it runs in.
// The server runs compiled (rebuilt in about a second when its sources changed), not through tsx.
await import(pathToFileURL(await ensureServerBuild()).href);
