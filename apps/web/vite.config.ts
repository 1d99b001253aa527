import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig(({ command }) => {
  // A build is always a production build, even when started from a test runner that sets NODE_ENV=test.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), precompress()],
    server: {
      port: 3000,
      proxy: {
        '/api': apiTarget,
        '/uploads': apiTarget,
        '/preview': apiTarget,
        '/s/': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      // Keep the previous build's hashed chunks: a tab opened before a rebuild (or a server started
      // before it) still lazy-loads the chunks its index.html names instead of getting 404s.
      emptyOutDir: false,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      manifest: true,
    },
  };
});
