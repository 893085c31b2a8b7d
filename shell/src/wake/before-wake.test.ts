import {
  CLOSES_AT_ONCE_ATTRIBUTE,
  FADE_IN_ATTRIBUTE,
  HYDRATES_LATER_ATTRIBUTE,
  OPENS_AT_ONCE_ATTRIBUTE,
  OPENS_ON_HOVER_ATTRIBUTE,
  PAGE_SCROLLED_ATTRIBUTE,
  WAKING_CONTROL_ATTRIBUTE,
} from '@tulia/shared/page-marks';
import { markPageScrolled } from '../safety/page-scrolled';
import { stubIntersectionObserver, type ObserverStub } from '../test/intersection-observer';
import { fadeInWhenSeen } from './fade-in';
import { closeOnEscape, toggleAtOnce } from './open-at-once';
import { openOnHoverBeforeWake } from './open-on-hover';
import { REPLAY_WAIT_MS, forgetActivation, replayClick } from './replay-click';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(PAGE_SCROLLED_ATTRIBUTE);
  document.documentElement.removeAttribute('data-low-data');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A control tapped before the app woke, inside `container` (the page, or a part hydrated later). */
function tappedControl(hydratesLater: boolean): { part: HTMLElement; control: HTMLButtonElement; clicks: () => number } {
  const part = document.createElement('section');
  if (hydratesLater) part.setAttribute(HYDRATES_LATER_ATTRIBUTE, '');
  const control = document.createElement('button');
  control.setAttribute(WAKING_CONTROL_ATTRIBUTE, '');
  let clicked = 0;
  control.addEventListener('click', () => (clicked += 1));
  part.append(control);
  document.body.append(part);
  return { part, control, clicks: () => clicked };
}

describe('replayClick', () => {
  it('replays at once a tap on a part hydrated with the page, and the control stops showing as pressed', async () => {
    const { control, clicks } = tappedControl(false);
    await replayClick(control);
    expect(clicks()).toBe(1);
    expect(control.hasAttribute(WAKING_CONTROL_ATTRIBUTE)).toBe(false);
  });

  it('waits for a part hydrated later (a Home section) before replaying the tap', async () => {
    const { part, control, clicks } = tappedControl(true);
    const replayed = replayClick(control);
    expect(clicks()).toBe(0);
    expect(control.hasAttribute(WAKING_CONTROL_ATTRIBUTE)).toBe(true);
    part.removeAttribute(HYDRATES_LATER_ATTRIBUTE);
    await replayed;
    expect(clicks()).toBe(1);
    expect(control.hasAttribute(WAKING_CONTROL_ATTRIBUTE)).toBe(false);
  });

  it('gives the tap up, without a click, when the part is never hydrated', async () => {
    vi.useFakeTimers();
    const { control, clicks } = tappedControl(true);
    const givenUp = replayClick(control);
    vi.advanceTimersByTime(REPLAY_WAIT_MS);
    await givenUp;
    expect(clicks()).toBe(0);
    expect(control.hasAttribute(WAKING_CONTROL_ATTRIBUTE)).toBe(false);
  });

  it('forgets an activation that is not replayed', () => {
    const { control } = tappedControl(false);
    forgetActivation(control);
    expect(control.hasAttribute(WAKING_CONTROL_ATTRIBUTE)).toBe(false);
  });
});

describe('markPageScrolled', () => {
  it('marks <html> at its first frame when it opens scrolled (Back, reload)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    try {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
      markPageScrolled();
      // Not read while the page loads (that would force its layout): at the first frame.
      expect(document.documentElement.hasAttribute(PAGE_SCROLLED_ATTRIBUTE)).toBe(false);
      vi.advanceTimersToNextFrame();
      expect(document.documentElement.hasAttribute(PAGE_SCROLLED_ATTRIBUTE)).toBe(true);
    } finally {
      vi.useRealTimers();
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      document.documentElement.removeAttribute(PAGE_SCROLLED_ATTRIBUTE);
    }
  });

  it('marks <html> while the page is scrolled past 20 px', () => {
    markPageScrolled();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(20);
    expect(document.documentElement.hasAttribute(PAGE_SCROLLED_ATTRIBUTE)).toBe(false);
    scrollTo(21);
    expect(document.documentElement.hasAttribute(PAGE_SCROLLED_ATTRIBUTE)).toBe(true);
    scrollTo(0);
    expect(document.documentElement.hasAttribute(PAGE_SCROLLED_ATTRIBUTE)).toBe(false);
  });
});

describe('fadeInWhenSeen', () => {
  /** Sections marked to fade in, as the HTML has them. */
  function sections(count: number): HTMLElement[] {
    return Array.from({ length: count }, () => {
      const section = document.createElement('section');
      section.setAttribute(FADE_IN_ATTRIBUTE, '');
      document.body.append(section);
      return section;
    });
  }
  let observer: ObserverStub;
  let observed: Set<Element>;
  beforeEach(() => {
    observer = stubIntersectionObserver();
    observed = observer.observed;
  });
  const motion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduced-motion') }));
  /** The observer's report: each section at that top (px) in a 700 px viewport, seen or not. */
  const place = (...at: [Element | undefined, number, boolean][]) =>
    observer.report(
      at.map(
        ([target, top, isIntersecting]) =>
          ({ target, isIntersecting, boundingClientRect: { top }, rootBounds: { height: 700 } }) as unknown as IntersectionObserverEntry,
      ),
    );

  it('hides only the sections below the viewport, and shows each once it is seen', () => {
    motion(false);
    const [inSight, below, past] = sections(3);
    fadeInWhenSeen();
    // Nothing measured or hidden before the observer's first report.
    expect(below?.getAttribute(FADE_IN_ATTRIBUTE)).toBe('');
    place([inSight, 300, true], [below, 1500, false], [past, -900, false]);
    expect(inSight?.getAttribute(FADE_IN_ATTRIBUTE)).toBe('');
    expect(below?.getAttribute(FADE_IN_ATTRIBUTE)).toBe('waiting');
    expect(past?.getAttribute(FADE_IN_ATTRIBUTE)).toBe('');
    expect([...observed]).toEqual([below]);
    place([below, 600, true]);
    expect(below?.getAttribute(FADE_IN_ATTRIBUTE)).toBe('shown');
    expect(observed.size).toBe(0);
  });

  it('hides nothing on reduced motion or when the visitor asked for less data', () => {
    motion(true);
    const [below] = sections(1);
    fadeInWhenSeen();
    expect(observed.size).toBe(0);
    expect(below?.getAttribute(FADE_IN_ATTRIBUTE)).toBe('');
    motion(false);
    document.documentElement.setAttribute('data-low-data', '');
    fadeInWhenSeen();
    expect(below?.getAttribute(FADE_IN_ATTRIBUTE)).toBe('');
  });
});

describe('openOnHoverBeforeWake', () => {
  const pointer = (type: string, pointerType: string) => Object.assign(new MouseEvent(type, { bubbles: true }), { pointerType });

  it('opens the panel on the first mouse hover and closes it when the mouse leaves, until the page is hydrated', () => {
    document.body.innerHTML = `<div ${OPENS_ON_HOVER_ATTRIBUTE}=""><button aria-controls="panel" aria-expanded="false">Download App</button><div id="panel" hidden>links</div></div><p>elsewhere</p>`;
    let hydrated = false;
    openOnHoverBeforeWake(() => hydrated);
    const button = document.querySelector('button') as HTMLButtonElement;
    const panel = document.getElementById('panel') as HTMLElement;
    button.dispatchEvent(pointer('pointerover', 'touch'));
    expect(panel.hidden).toBe(true);
    button.dispatchEvent(pointer('pointerover', 'mouse'));
    expect(panel.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.parentElement?.dispatchEvent(pointer('pointerleave', 'mouse'));
    expect(panel.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    hydrated = true;
    button.dispatchEvent(pointer('pointerover', 'mouse'));
    expect(panel.hidden).toBe(true);
  });
});

describe('toggleAtOnce', () => {
  /** A toggle and the hidden panel it controls, with a close button inside, as the HTML has them. */
  function disclosure(role?: string) {
    document.body.innerHTML = `
      <button id="toggle" ${OPENS_AT_ONCE_ATTRIBUTE} aria-controls="panel" aria-expanded="false">Menu</button>
      <div id="panel" hidden ${role ? `role="${role}"` : ''}><input aria-label="field"><button id="close" ${CLOSES_AT_ONCE_ATTRIBUTE}>Close</button></div>
      <button id="other">Other</button>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    return {
      toggle: byId('toggle'),
      panel: byId('panel'),
      close: byId('close'),
      other: byId('other'),
      field: document.querySelector('input') as HTMLInputElement,
    };
  }

  it('opens the panel at once and remembers its toggle, then closes it on a second tap and forgets it', () => {
    const { toggle, panel } = disclosure();
    let opened: Element | undefined;
    expect(toggleAtOnce(toggle, (each) => (opened = each))).toBe(true);
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(opened).toBe(toggle);
    expect(toggleAtOnce(toggle, (each) => (opened = each))).toBe(true);
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(opened).toBeUndefined();
  });

  it("closes from the panel's close button and from Escape, giving the focus back to the toggle", () => {
    const { toggle, panel, close } = disclosure();
    let opened: Element | undefined;
    const keep = (each: Element | undefined) => (opened = each);
    toggleAtOnce(toggle, keep);
    expect(toggleAtOnce(close, keep)).toBe(true);
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    toggleAtOnce(toggle, keep);
    closeOnEscape(opened, keep);
    expect(panel.hidden).toBe(true);
    expect(opened).toBeUndefined();
  });

  it('takes the focus into a dialog, as the app does when it opens one', () => {
    const { toggle, field } = disclosure('dialog');
    toggleAtOnce(toggle, () => undefined);
    expect(document.activeElement).toBe(field);
  });

  it('leaves any other control to the replay', () => {
    const { other } = disclosure();
    expect(toggleAtOnce(other, () => undefined)).toBe(false);
  });
});

describe('a disclosure that opens on hover and at once (Download App)', () => {
  it('keeps the panel the hover opened open when its button is clicked, and closes it on a second click', () => {
    document.body.innerHTML = `<div ${OPENS_ON_HOVER_ATTRIBUTE}><button id="toggle" ${OPENS_AT_ONCE_ATTRIBUTE} aria-controls="panel" aria-expanded="false">Download App</button><div id="panel" hidden></div></div>`;
    const toggle = document.getElementById('toggle') as HTMLElement;
    const panel = document.getElementById('panel') as HTMLElement;
    openOnHoverBeforeWake(() => false);
    toggle.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(panel.hidden).toBe(false);
    let opened: Element | undefined;
    toggleAtOnce(toggle, (each) => (opened = each));
    expect(panel.hidden).toBe(false);
    expect(opened).toBe(toggle);
    toggleAtOnce(toggle, (each) => (opened = each));
    expect(panel.hidden).toBe(true);
    expect(opened).toBeUndefined();
  });
});
