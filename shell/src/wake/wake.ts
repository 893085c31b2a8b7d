/**
 * The only script a page composed to HTML loads up front (about 1 KiB): the page is already
 * there to read, so the app (React, Chakra, the page's code) is fetched only when the visitor
 * first shows signs of life (a touch, a scroll, a key, the pointer), and a young person on
 * prepaid data who only reads pays for none of it. A button pressed or a form sent before the
 * app is ready is remembered and replayed by the app once the page is hydrated. Links need no
 * app: each page arrives as HTML.
 */
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from '../preview/preview-protocol';
import { startPageSafety } from '../safety/page-safety';
import { APP_ENTRY_ELEMENT_ID, WAKE_STATE_KEY, type AppEntry, type WakeState } from './wake-protocol';

startPageSafety();

const state: WakeState = { hydrated: false };
(window as unknown as Record<string, WakeState>)[WAKE_STATE_KEY] = state;

const signsOfLife = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'pointerover', 'pointermove'] as const;
let awake = false;

function readAppEntry(): AppEntry | null {
  const text = document.getElementById(APP_ENTRY_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as AppEntry) : null;
}

function wake(): void {
  if (awake) return;
  awake = true;
  for (const type of signsOfLife) removeEventListener(type, wake, true);
  const app = readAppEntry();
  if (!app) return;
  for (const href of app.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = app.entry;
  document.head.append(script);
}

for (const type of signsOfLife) addEventListener(type, wake, { capture: true, passive: true });
/** A key of this device's localStorage passes `test` (storage may be refused). */
function stored(test: (key: string) => boolean): boolean {
  try {
    return Object.keys(localStorage).some(test);
  } catch {
    return false;
  }
}

// The sign-in wakes at once for an administrator signed in already (keys `admin_*`, as the quick
// exit knows), who is sent on; anyone else wakes it with their first sign of life, as every page
// (the form reads and fills in meanwhile). A preview, asked for or stored, wakes any page at once:
// its HTML was composed from the live versions, and the app renders the previewed one.
if (
  (document.getElementById('root')?.dataset.wake === 'if-signed-in' && stored((key) => key.startsWith('admin_'))) ||
  new URLSearchParams(location.search).has(PREVIEW_PARAM) ||
  stored((key) => key === PREVIEW_STORAGE_KEY)
) {
  wake();
}

// Controls whose native behaviour needs no app (links, disclosure summaries, form fields).
const native = 'a[href], summary, label, input, textarea, select, option';
const control = 'button, [role="button"], [role="tab"], [role="menuitem"]';

document.addEventListener(
  'click',
  (event) => {
    if (state.hydrated || !(event.target instanceof Element) || event.target.closest(native)) return;
    const activated = event.target.closest(control);
    if (!activated) return;
    state.click = activated;
    wake();
  },
  true,
);

// Every form of the site is sent by the app. One that nothing handled (its part of the page not
// hydrated yet) would go out as a page request, its fields (a password) in the address.
addEventListener('submit', (event) => {
  if (!event.defaultPrevented) event.preventDefault();
});

document.addEventListener(
  'submit',
  (event) => {
    if (state.hydrated || !(event.target instanceof HTMLFormElement)) return;
    // Without the app the browser would send the form as a page request; the app sends it.
    event.preventDefault();
    state.submit = event.target;
    wake();
  },
  true,
);
