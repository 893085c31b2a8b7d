// The system Chromium every measurement uses (no test downloads a browser): the one lookup and
// the flags of tools/deploy/src/chromium.ts, which keep it from background work (updates, sync,
// network prefetches) that would add requests and CPU noise to what is measured.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable, findChromium } from '../../tools/deploy/src/chromium.ts';

export const chromiumPath = findChromium() ?? undefined;
export { chromiumArgs };
export const requireChromium = chromiumExecutable;

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
}
