import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Typing with user-event in jsdom takes seconds on a busy 2-core machine; 5 s was too tight.
    testTimeout: 15_000,
  },
});
