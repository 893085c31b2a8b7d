/**
 * What every public page does from its first moment, before (and whether or not) the app wakes
 * up: the quick exit, the low-data preference, the scrolled page's mark and the offline service worker. Started by the
 * wake-up script on pages composed to HTML, and by the app's entry on pages it renders itself;
 * once per page.
 */
import { keepThisPageOnceServed } from '../offline/keep-used';
import { registerServiceWorker } from '../offline/register-service-worker';
import { applyLowDataPreference } from './low-data';
import { markPageScrolled } from './page-scrolled';
import { installQuickExit } from './quick-exit';

const STARTED_KEY = '__tuliaPageSafety';

export function startPageSafety(): void {
  const flags = window as unknown as Record<string, boolean | undefined>;
  if (flags[STARTED_KEY]) return;
  flags[STARTED_KEY] = true;
  installQuickExit();
  applyLowDataPreference();
  markPageScrolled();
  registerServiceWorker();
  keepThisPageOnceServed();
}
