import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(e2eRoot, '..');
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
/** The deployment folder the e2e server serves (published fresh at start), one per port. */
export const e2eDeployDir = join(e2eRoot, `.deploy-${e2ePort}`);

export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('Chromium not found. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).');
  return found;
}
