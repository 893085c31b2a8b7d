// npm test: everything, in the order that fails fastest: formatting, dead code (knip), typecheck,
// lint, unit tests, the production builds, then the end-to-end suite in the system Chromium.
import { findChromium } from '../../deploy/src/chromium';
import { root } from '../../deploy/src/layout';
import { run } from './run';

const chromium = findChromium();
if (!chromium) {
  console.error(
    'The end-to-end tests need Chromium, and none was found.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at a Chromium binary). Never run `playwright install`.',
  );
  process.exit(1);
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CHROMIUM_PATH: chromium };
try {
  await run('npx', ['prettier', '--check', '--log-level=warn', '.'], { cwd: root, env });
  await run('npx', ['knip', '--no-progress'], { cwd: root, env });
  await run('npx', ['turbo', 'run', 'typecheck', 'lint', 'test', 'build', '--output-logs=errors-only', '--concurrency=2'], { cwd: root, env });
  await run('npm', ['run', 'e2e', '-w', 'e2e'], { cwd: root, env });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
