import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests run without Module Federation: the pages are plain React here.
export default defineConfig({
  plugins: [react()],
  define: { __REMOTE_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom renders of whole dialogs are slow on a busy machine; the default 5 s is too tight.
    testTimeout: 30_000,
  },
});
