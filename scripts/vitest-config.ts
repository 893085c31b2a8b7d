/**
 * The component tests' configuration, one for every front-end package: jsdom, the version a
 * build would stamp (pages show it; tests have no build), and a time limit for a busy machine.
 * Component tests run without Module Federation: the pages are plain React here.
 */
import { defineConfig } from 'vitest/config';

/** `setupFile`: the package's own setup (most start from scripts/vitest-jsdom-setup.ts). */
export function componentTestConfig(setupFile: string) {
  return defineConfig({
    define: { __REMOTE_VERSION__: JSON.stringify('test') },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      // Two shared cores: a file's first render of the design system alone has taken over the
      // default 5 s beside the other packages' tests.
      testTimeout: 30_000,
    },
  });
}
