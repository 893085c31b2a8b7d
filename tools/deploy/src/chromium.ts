/** The system's Chromium, found one way for every tool (never a downloaded browser). */
import { existsSync } from 'node:fs';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function findChromium(): string | null {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path): path is string => Boolean(path) && existsSync(path ?? '')) ?? null;
}

export function chromiumExecutable(): string {
  const found = findChromium();
  if (!found) throw new Error('Chromium was not found: apt-get install -y chromium, or set CHROMIUM_PATH (never `playwright install`)');
  return found;
}
