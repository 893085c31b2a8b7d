import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pages stamp their root with the build's version; tests have no build.
  define: { __REMOTE_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Two shared CPU cores: Chakra dialogs in jsdom are slow when the machine is busy.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
