import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    // Each test file opens its own database (PGlite in a temp dir, or a database on the
    // PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL); processes keep them apart.
    pool: 'forks',
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
