// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :3000 (it proxies /api).
import { spawn } from 'node:child_process';
import { ensureCatalogs, watchCatalogs } from './catalogs-current.mjs';

// The composer imports its catalogs compiled (npm run catalogs): current at start, and again on each save.
ensureCatalogs();
const unwatch = watchCatalogs();

const api = spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '3001', SERVE_WEB: 'false' },
});
const web = spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' });
const stop = () => {
  unwatch();
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
