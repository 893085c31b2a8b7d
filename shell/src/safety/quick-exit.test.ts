import { STORAGE_KEYS } from '@tulia/shared/api-client';
import { QUICK_EXIT_EVENT } from '@tulia/shared/safety';
import type { Mock } from 'vitest';
import { EXITED_KEY, SHIFT_TIMEOUT_MS, installQuickExit } from './quick-exit';

const NEUTRAL = 'https://neutral.example/';

let navigator: { replace: Mock<(url: string) => void>; reload: Mock<() => void> };
let stop: () => void;
let forgot: Mock<() => void>;

/** A public page as the site serves it: the content, with an exit control in its bar. */
function renderPage(withControl = true) {
  document.title = 'Wellness Assessment | Tulia';
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="root"><header>${
      withControl ? `<a href="${NEUTRAL}" role="button" data-quick-exit=""><span>Emergency</span> Exit this page</a>` : ''
    }</header><main><h1>Wellness Assessment</h1><input aria-label="Name"></main></div>`,
  );
}

const control = () => document.querySelector<HTMLAnchorElement>('[data-quick-exit]')!;
const status = () => document.querySelector('[role="status"]')!;
const keyUp = (key: string, init: KeyboardEventInit = {}) =>
  document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, ...init }));
/** Shift alone: its keyup no longer has the modifier. */
const pressShift = () => keyUp('Shift');

function expectLeftFor(url: string) {
  expect(navigator.replace).toHaveBeenCalledTimes(1);
  expect(navigator.replace).toHaveBeenCalledWith(url);
  expect(forgot).toHaveBeenCalledTimes(1);
  // The page is hidden behind a blank overlay at once.
  expect(document.getElementById('root')!.style.getPropertyValue('display')).toBe('none');
  expect(document.querySelector('[role="alert"]')).toHaveTextContent('Loading.');
  expect(document.title).toBe('Loading.');
}

beforeEach(() => {
  history.replaceState({ result: { score: 40 } }, '', '/assessment-results');
  sessionStorage.setItem('answers', '[3,4,5]');
  localStorage.setItem('chat-transcript', 'hello');
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.admin, '{}');
  navigator = { replace: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
  forgot = vi.fn<() => void>();
  addEventListener(QUICK_EXIT_EVENT, forgot);
  renderPage();
  stop = installQuickExit(navigator);
});

afterEach(() => {
  stop();
  removeEventListener(QUICK_EXIT_EVENT, forgot);
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe('quick exit', () => {
  it('a click on the exit control hides the page, forgets the visit and replaces the page with the neutral site', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    control().querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expectLeftFor(NEUTRAL);
    expect(history.state).toBeNull();
    // Only the marker that this tab left is in sessionStorage.
    expect(Object.keys(sessionStorage)).toEqual([EXITED_KEY]);
    // The visit's own keys are gone; an administrator's session stays.
    expect(Object.keys(localStorage).sort()).toEqual(Object.values(STORAGE_KEYS).sort());
  });

  it('tells the parts of the site to forget once the page is hidden, before it is replaced', () => {
    let seenAtEvent: unknown;
    forgot.mockImplementation(() => (seenAtEvent = document.querySelector('[role="alert"]')));
    control().click();
    // The page is already hidden when the parts of the site are told to forget.
    expect(seenAtEvent).not.toBeNull();
    expect(navigator.replace).toHaveBeenCalledAfter(forgot);
  });

  it('Space on the control (a link presented as a button) leaves too', () => {
    control().focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    control().dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expectLeftFor(NEUTRAL);
  });

  it('other clicks and keys do nothing', () => {
    document.querySelector('h1')!.click();
    document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(navigator.replace).not.toHaveBeenCalled();
    expect(document.getElementById('root')!.style.display).toBe('');
    expect(sessionStorage.getItem('answers')).toBe('[3,4,5]');
  });

  it('pressing Shift 3 times leaves for the control’s address, and says how many presses are left', () => {
    pressShift();
    expect(status()).toHaveTextContent('Shift, press 2 more times to exit.');
    pressShift();
    expect(status()).toHaveTextContent('Shift, press 1 more time to exit.');
    expect(navigator.replace).not.toHaveBeenCalled();
    pressShift();
    expectLeftFor(NEUTRAL);
    expect(history.state).toBeNull();
    expect(sessionStorage.getItem('answers')).toBeNull();
  });

  it('Shift used to type (a capital letter) does not count', () => {
    for (let i = 0; i < 3; i += 1) {
      keyUp('A', { shiftKey: true });
      pressShift();
    }
    expect(navigator.replace).not.toHaveBeenCalled();
  });

  it('another key between the presses starts the count again', () => {
    pressShift();
    pressShift();
    keyUp('a');
    expect(status()).toHaveTextContent('Exit this page expired.');
    pressShift();
    pressShift();
    expect(navigator.replace).not.toHaveBeenCalled();
    pressShift();
    expect(navigator.replace).toHaveBeenCalledWith(NEUTRAL);
  });

  it('the presses must come within 5 seconds of each other', () => {
    vi.useFakeTimers();
    pressShift();
    vi.advanceTimersByTime(SHIFT_TIMEOUT_MS - 100);
    pressShift();
    vi.advanceTimersByTime(SHIFT_TIMEOUT_MS);
    expect(status()).toHaveTextContent('Exit this page expired.');
    pressShift();
    expect(navigator.replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SHIFT_TIMEOUT_MS - 100);
    pressShift();
    pressShift();
    expect(navigator.replace).toHaveBeenCalledWith(NEUTRAL);
  });

  it('the shortcut does nothing on a page without an exit control (the admin area)', () => {
    document.getElementById('root')!.remove();
    renderPage(false);
    pressShift();
    pressShift();
    pressShift();
    expect(navigator.replace).not.toHaveBeenCalled();
    // Nothing announced, and no extra status region on the page (the admin screens have their own).
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('a page opened again in a tab that left starts without its history state', () => {
    control().click();
    stop();
    // Back to an earlier entry of the visit, whose state kept an assessment result.
    history.replaceState({ result: { score: 40 } }, '', '/assessment-results');
    stop = installQuickExit(navigator);
    expect(history.state).toBeNull();
  });

  it('a page of a tab that left, restored from the back/forward cache, is hidden and loaded afresh', () => {
    const restore = () => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    restore();
    expect(navigator.reload).not.toHaveBeenCalled();
    control().click();
    restore();
    expect(navigator.reload).toHaveBeenCalledTimes(1);
  });

  it('a tab that never left keeps its history state on the next page', () => {
    stop();
    stop = installQuickExit(navigator);
    expect(history.state).toEqual({ result: { score: 40 } });
  });

  it('leaves even when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    control().click();
    expect(navigator.replace).toHaveBeenCalledWith(NEUTRAL);
    vi.restoreAllMocks();
  });
});

describe('the administrator’s session', () => {
  it('is the only thing kept, and its keys are the ones the quick exit keeps', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key.startsWith('admin_')).toBe(true);
  });
});
