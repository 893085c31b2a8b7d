/**
 * The component tests' configuration, one for every front-end package: jsdom, the version a
 * build would stamp (pages show it; tests have no build), and a time limit for a busy machine.
 * Component tests run without Module Federation: the pages are plain React here.
 */
import { defineConfig } from 'vitest/config';

/**
 * Every package's tests start from scripts/vitest-jsdom-setup.ts (matchers, what jsdom lacks, a
 * patient findBy); `ownSetup` runs first where a package needs more (its stand-ins win).
 */
export function componentTestConfig(ownSetup?: string) {
  return defineConfig({
    define: { __REMOTE_VERSION__: JSON.stringify('test') },
    test: {
      environment: 'jsdom',
      globals: true,
      // Relative to the package, one level below the root.
      setupFiles: [...(ownSetup ? [ownSetup] : []), '../scripts/vitest-jsdom-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Two shared cores: a file's first render of the design system alone has taken over the
      // default 5 s beside the other packages' tests.
      testTimeout: 30_000,
      // CI builds the container's base beside these tests on two cores; a component test that
      // loses a race with jsdom's timers there gets one more try. A real break fails both.
      retry: 1,
    },
  });
}
