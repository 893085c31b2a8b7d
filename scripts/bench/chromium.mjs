// The system Chromium every measurement uses (no test downloads a browser), with the flags
// that keep it from doing background work (updates, sync, network prefetches) that would add
// requests and CPU noise to what is measured.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function requireChromium() {
  if (!chromiumPath) throw new Error('Chromium not found at /usr/bin/chromium (Debian: apt-get install -y chromium; or set CHROMIUM_PATH)');
  return chromiumPath;
}

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
}

export { requireChromium };
