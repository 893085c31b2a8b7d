import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The build injects the remote's version; components read it.
  define: { __REMOTE_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The full-assessment component tests click through 18 screens; leave room on a busy machine.
    testTimeout: 20_000,
  },
});
