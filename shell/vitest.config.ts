import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A file's first render loads the design system; beside the other workspaces' tests on two
    // cores that alone has taken over 5 s (the default).
    testTimeout: 30_000,
  },
});
