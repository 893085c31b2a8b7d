import { defineConfig } from '@playwright/test';
import { chromiumExecutable, e2ePort } from './support/environment';

// The e2e suite runs against the production build, published and served exactly as
// `npm start` does it (one port, fresh deployment folder, fresh database), in the system Chromium.
export default defineConfig({
  testDir: './tests',
  // Admin tests that pass axe-core over several dialogs take ~40 s beside another worker on two
  // cores; 90 s leaves room for a busy machine without hiding a hang.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: the suite shares two cores with builds and PostgreSQL, and a test that passes on
  // its second try is still reported (as flaky) for a look, without failing the run.
  retries: 1,
  reporter: [['list']],
  outputDir: `./test-results/${e2ePort}`,
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    // Recording a trace for every test costs about a quarter of the suite's CPU on two cores;
    // the retry of a failing test records one, which is the one worth reading.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests that only read the deployment run first, side by side.
    { name: 'site', testIgnore: /(deployment|after-site)\/.*/ },
    // Checks over what the whole site project left behind (its failure reports).
    { name: 'after-site', testMatch: /after-site\/.*\.spec\.ts/, dependencies: ['site'] },
    // Tests that change the deployment (remove a remote, release, roll back) run after, one at a time.
    { name: 'deployment', testMatch: /deployment\/.*\.spec\.ts/, dependencies: ['after-site'], workers: 1, fullyParallel: false },
  ],
  webServer: {
    command: 'node --import tsx ./support/serve-e2e.mjs',
    url: `http://localhost:${e2ePort}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
