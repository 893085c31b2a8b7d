/**
 * The only script a page composed to HTML loads up front (about 1 KiB): the page is already
 * there to read, so the app (React, Chakra, the page's code) is fetched only when something needs
 * it (a control tapped, a field focused, a part that needs it coming near) or on a computer's
 * first sign of life (the mouse, a wheel, a key), and a young person on prepaid data who only
 * reads, touching and scrolling, pays for none of it. A button pressed or a form sent before the
 * app is ready is remembered and replayed by the app once the page is hydrated. Links need no
 * app: each page arrives as HTML.
 */
import { markWaking, WAKING_CONTROL_ATTRIBUTE } from '@tulia/shared/page-marks';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from '../preview/preview-protocol';
import { startPageSafety } from '../safety/page-safety';
import { afterNextPaint } from './after-next-paint';
import { fadeInWhenSeen } from './fade-in';
import { islandRunning, pageIslands } from './islands';
import { closeOnEscape, toggleAtOnce } from './open-at-once';
import { openOnHoverBeforeWake } from './open-on-hover';
import { wakeWhenNear } from './wake-when-near';
import { APP_ENTRY_ELEMENT_ID, WAKE_STATE_KEY, type AppEntry, type WakeState } from './wake-protocol';

startPageSafety();
fadeInWhenSeen();

const state: WakeState = { hydrated: false };
(window as unknown as Record<string, WakeState>)[WAKE_STATE_KEY] = state;

openOnHoverBeforeWake(() => state.hydrated);

const signsOfLife = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'pointerover', 'pointermove'] as const;
let awake = false;
// The app's code could not be downloaded (the connection dropped): what needs no app works on.
let appMissing = false;

function readAppEntry(): AppEntry | null {
  const text = document.getElementById(APP_ENTRY_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as AppEntry) : null;
}
const app = readAppEntry();

// An island whose script cannot be loaded: the app wakes and takes the tap over.
const islands = pageIslands(app?.islands ?? [], state, (tapped) => {
  if (tapped) state.click = tapped;
  wake();
});

/**
 * A touch, pointer or focus on a link or an FAQ question: the browser opens the next page or the
 * answer by itself, which needs no app (a tap also focuses what it lands on). A key (Tab to it)
 * still wakes the app.
 */
const handledByBrowser = (event: Event): boolean =>
  (event.type.startsWith('pointer') || event.type === 'touchstart' || event.type === 'focusin') &&
  event.target instanceof Element &&
  event.target.closest('a[href], summary') !== null;

/** A mouse, a wheel or a keyboard: a computer, where the app costs little to download. */
const byMouseOrKeyboard = (event: Event): boolean =>
  event.type === 'keydown' || event.type === 'wheel' || (event instanceof PointerEvent && event.pointerType === 'mouse');

/** Focus in a form field: the visitor is about to type, and the form is the app's to check and send. */
const intoField = (event: Event): boolean => event.type === 'focusin' && event.target instanceof Element && event.target.matches('input, textarea, select');

/**
 * A touch or a scroll is reading, and costs a phone on prepaid data nothing: the app comes when
 * something needs it, that is a control's tap (the click below), focus in a form field, a part
 * that needs it coming near (wakeWhenNear), or a mouse, a wheel or a keyboard outside an island.
 * Islands start on any sign of life: their scripts came with the page.
 */
function onSignOfLife(event: Event): void {
  if (handledByBrowser(event)) return;
  if ((byMouseOrKeyboard(event) || intoField(event)) && !islands.around(event.target)) wake();
  else if (islands.any) islands.startAll();
}

function wake(): void {
  if (awake) return;
  awake = true;
  for (const type of signsOfLife) removeEventListener(type, onSignOfLife, true);
  if (app) afterNextPaint(() => fetchApp(app));
}

/** Adds the app's entry and the modules it needs at once to the page: the app downloads and wakes. */
function fetchApp(app: AppEntry): void {
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
  script.addEventListener('error', withoutApp, { once: true });
  document.head.append(script);
}

/** A form the browser can send by itself, to a page of the api's that answers it (the contact form). */
const sendsItself = (form: HTMLFormElement): boolean => form.method === 'post' && form.hasAttribute('action');

/**
 * Without the app: a tap waiting for it is given up, and a form the browser can send by itself
 * is sent that way (docs/contact-without-javascript.md), the one pressed already at once.
 */
function withoutApp(): void {
  appMissing = true;
  state.click?.removeAttribute(WAKING_CONTROL_ATTRIBUTE);
  state.click = undefined;
  const form = state.submit;
  state.submit = undefined;
  if (form?.isConnected && sendsItself(form)) form.submit();
}

for (const type of signsOfLife) addEventListener(type, onSignOfLife, { capture: true, passive: true });
wakeWhenNear(wake);
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
    const island = islands.around(event.target);
    // A running island handles its taps; before the app is on its way, a tap starts the island.
    if (island && islandRunning(island)) return;
    if (island && !awake) {
      const tapped = event.target.closest<HTMLElement>(control);
      if (tapped) islands.start(island, tapped);
      return;
    }
    const keepOpen = (toggle: Element | undefined) => (state.opened = toggle);
    if (toggleAtOnce(event.target, keepOpen)) return wake();
    const activated = event.target.closest(control);
    if (!activated || appMissing) return;
    // Only the last activation is replayed: an earlier one no longer shows as answered.
    state.click?.removeAttribute(WAKING_CONTROL_ATTRIBUTE);
    // Answered within the frame: the control's own styles draw it as chosen or busy.
    markWaking(activated);
    state.click = activated;
    wake();
  },
  true,
);

addEventListener('keydown', (event) => {
  if (!state.hydrated && event.key === 'Escape') closeOnEscape(state.opened, (toggle) => (state.opened = toggle));
});

// Every form of the site is sent by the app. One that nothing handled (its part of the page not
// hydrated yet) would go out as a page request, its fields (a password) in the address; only a
// form that posts to a page of the api's goes out by itself, once the app is known to be missing.
addEventListener('submit', (event) => {
  if (event.defaultPrevented) return;
  if (!(appMissing && event.target instanceof HTMLFormElement && sendsItself(event.target))) event.preventDefault();
});

document.addEventListener(
  'submit',
  (event) => {
    if (state.hydrated || appMissing || !(event.target instanceof HTMLFormElement)) return;
    // Without the app the browser would send the form as a page request; the app sends it.
    event.preventDefault();
    state.submit = event.target;
    wake();
  },
  true,
);
