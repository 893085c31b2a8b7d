// The system Chromium every measurement uses (no test downloads a browser): the one lookup and
// the flags of tools/deploy/src/chromium.ts, which keep it from background work (updates, sync,
// network prefetches) that would add requests and CPU noise to what is measured.
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../../deploy/src/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
}
