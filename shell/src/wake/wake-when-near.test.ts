import { WAKES_WHEN_NEAR_ATTRIBUTE } from '@tulia/shared/page-marks';
import { stubIntersectionObserver, type ObserverStub } from '../test/intersection-observer';
import { wakeWhenNear } from './wake-when-near';

describe('wakeWhenNear', () => {
  let observer: ObserverStub;
  let observed: Set<Element>;
  beforeEach(() => {
    observer = stubIntersectionObserver();
    observed = observer.observed;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-low-data');
    vi.unstubAllGlobals();
  });

  /** A part that needs the app once seen (Home's counters), as the HTML has it. */
  function part(): HTMLElement {
    const element = document.createElement('div');
    element.setAttribute(WAKES_WHEN_NEAR_ATTRIBUTE, '');
    document.body.append(element);
    return element;
  }
  const near = (target: Element, isIntersecting: boolean) => observer.report([{ target, isIntersecting }]);

  it('wakes the app once, as the part comes within a viewport of the screen', () => {
    const counters = part();
    const wake = vi.fn();
    wakeWhenNear(wake);
    expect(observer.options()?.rootMargin).toBe('100% 0px');
    near(counters, false);
    expect(wake).not.toHaveBeenCalled();
    near(counters, true);
    expect(wake).toHaveBeenCalledOnce();
    expect(observed.size).toBe(0);
  });

  it('watches nothing on a page without such a part, on reduced motion or on low data', () => {
    const wake = vi.fn();
    wakeWhenNear(wake);
    expect(observed.size).toBe(0);
    part();
    document.documentElement.setAttribute('data-low-data', '');
    wakeWhenNear(wake);
    expect(observed.size).toBe(0);
    document.documentElement.removeAttribute('data-low-data');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduced-motion'), media: query }));
    wakeWhenNear(wake);
    expect(observed.size).toBe(0);
    expect(wake).not.toHaveBeenCalled();
  });
});
