/**
 * The quick exit's page-wide behaviour (GOV.UK's "Exit this page"), started on every page before
 * the app: by the wake-up script on a page composed to HTML, by the app's entry otherwise. It
 * works before the app has loaded, and needs nothing of it.
 *
 * Activating an exit control (`a[data-quick-exit]`, the QuickExitButton of @tulia/shared/ui: a
 * click, a tap, Enter or Space), or pressing Shift alone 3 times, each press within 5 seconds of
 * the last, on a page that shows one (every public page; never the admin area):
 * 1. hides the page at once behind a blank "Loading." overlay;
 * 2. dispatches QUICK_EXIT_EVENT, so every part of the site forgets what it keeps in memory;
 * 3. forgets what this tab stored: sessionStorage whole, localStorage except the administrator's
 *    session (`admin_*`, shared/src/api-client/storage.ts: an admin's sign-in is no trace of the
 *    visit, and removing it would sign a staff member out), and the current history entry's state;
 * 4. replaces the page with the neutral site, so that Back does not return to it. The address is
 *    the control's (siteConfig.quickExitUrl, rendered into the link), for the shortcut too: the
 *    site configuration itself would weigh more in the wake-up script than all of this.
 *
 * The tab remembers that it left this way (the only key written back into sessionStorage): a page
 * of the site opened again in it (Back to an earlier entry, which may hold an assessment result in
 * its history state) starts without that entry's state, and a page the browser restores from its
 * back/forward cache is loaded afresh.
 */
import { QUICK_EXIT_EVENT } from '@tulia/shared/safety';

/** The sessionStorage key that says this tab used the quick exit. */
export const EXITED_KEY = 'tulia-exited';
/** Shift presses that leave, and the most time between two of them (GOV.UK's). */
const PRESSES = 3;
export const SHIFT_TIMEOUT_MS = 5000;

/** What leaving needs of `location`; tests pass their own. */
export type Navigator = Pick<Location, 'replace' | 'reload'>;

const SELECTOR = 'a[data-quick-exit]';
const exitControl = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null);

function tryTo(action: () => void): void {
  try {
    action();
  } catch {
    // Storage or history refused (private mode, disabled storage): leave all the same.
  }
}

function hidePage(): void {
  for (const element of Array.from(document.body.children)) {
    (element as HTMLElement).style.setProperty('display', 'none', 'important');
  }
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff;padding:1em';
  document.body.append(overlay);
  // Set after it is in the page, so that screen readers announce it.
  overlay.textContent = 'Loading.';
  document.title = 'Loading.';
}

const hasExited = () => {
  try {
    return sessionStorage.getItem(EXITED_KEY) !== null;
  } catch {
    return false;
  }
};

/** Hides the page, forgets the visit and replaces the page with `url`. */
function exitPage(url: string, navigator: Navigator): void {
  hidePage();
  dispatchEvent(new Event(QUICK_EXIT_EVENT));
  tryTo(() => {
    sessionStorage.clear();
    sessionStorage.setItem(EXITED_KEY, '1');
  });
  tryTo(() => {
    for (const key of Object.keys(localStorage)) if (!key.startsWith('admin_')) localStorage.removeItem(key);
  });
  tryTo(() => history.replaceState(null, ''));
  navigator.replace(url);
}

/** Starts the quick exit on this page; returns what stops it (for tests). */
export function installQuickExit(navigator: Navigator = location): () => void {
  if (hasExited()) tryTo(() => history.replaceState(null, ''));

  // GOV.UK's announcements of the shortcut, for screen reader users: a live region made at the
  // first Shift press, so that a page where nobody uses the shortcut has no extra status region.
  let status: HTMLSpanElement | undefined;
  const announce = (text: string) => {
    if (!status) {
      status = document.createElement('span');
      status.setAttribute('role', 'status');
      status.style.cssText = 'position:fixed;clip-path:inset(50%)';
      document.body.append(status);
    }
    status.textContent = text;
  };

  let presses = 0;
  let lastKeyWasModified = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    clearTimeout(timer);
    presses = 0;
    announce('Exit this page expired.');
  };

  const onClick = (event: MouseEvent) => {
    const link = exitControl(event.target);
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    exitPage(link.href, navigator);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A link presented as a button also answers Space, as a button does.
    const link = event.key === ' ' ? exitControl(event.target) : null;
    if (!link) return;
    event.preventDefault();
    exitPage(link.href, navigator);
  };

  // Counted on keyup, as GOV.UK does: Shift used for a capital letter (or any combination) ends
  // with a key released while Shift is held, and the Shift release that follows does not count.
  const onKeyUp = (event: KeyboardEvent) => {
    const link = event.key === 'Shift' && !lastKeyWasModified ? document.querySelector<HTMLAnchorElement>(SELECTOR) : null;
    if (link) {
      clearTimeout(timer);
      presses += 1;
      if (presses >= PRESSES) {
        presses = 0;
        exitPage(link.href, navigator);
      } else {
        announce(`Shift, press ${PRESSES - presses} more time${PRESSES - presses > 1 ? 's' : ''} to exit.`);
        timer = setTimeout(reset, SHIFT_TIMEOUT_MS);
      }
    } else if (presses > 0) {
      reset();
    }
    lastKeyWasModified = event.shiftKey;
  };

  // A page of a tab that left, restored from the back/forward cache, still holds the visit.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !hasExited()) return;
    hidePage();
    navigator.reload();
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('keyup', onKeyUp, true);
  addEventListener('pageshow', onPageShow);
  return () => {
    clearTimeout(timer);
    status?.remove();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('keyup', onKeyUp, true);
    removeEventListener('pageshow', onPageShow);
  };
}
