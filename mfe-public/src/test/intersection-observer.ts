/**
 * A controllable IntersectionObserver for jsdom. Elements are not in view until a test says
 * so with `setInView(element)`, or with `setEverythingInView()`.
 */

/** A box of `height` starting `top` pixels from the viewport's top. */
const box = (top: number, height: number): DOMRectReadOnly => ({
  x: 0,
  y: top,
  top,
  left: 0,
  width: 100,
  height,
  right: 100,
  bottom: top + height,
  toJSON: () => ({}),
});

type Observed = { observer: FakeIntersectionObserver; element: Element };

const observed = new Set<Observed>();

class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly scrollMargin = '0px';
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.rootMargin = options.rootMargin ?? '0px';
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold as number];
  }

  observe(element: Element): void {
    observed.add({ observer: this, element });
  }

  unobserve(element: Element): void {
    for (const entry of observed) if (entry.observer === this && entry.element === element) observed.delete(entry);
  }

  disconnect(): void {
    for (const entry of observed) if (entry.observer === this) observed.delete(entry);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  notify(element: Element, visible = true): void {
    const rect = element.getBoundingClientRect();
    // Out of view: a box one screen below the viewport.
    const below = box(2000, 100);
    const entry: IntersectionObserverEntry = {
      target: element,
      isIntersecting: visible,
      intersectionRatio: visible ? 1 : 0,
      boundingClientRect: visible ? rect : below,
      intersectionRect: visible ? rect : box(0, 0),
      rootBounds: null,
      time: performance.now(),
    };
    this.callback([entry], this);
  }
}

export function installIntersectionObserver(): void {
  globalThis.IntersectionObserver = FakeIntersectionObserver;
}

/** Reports `element` (and whatever observes it) as fully visible. */
export function setInView(element: Element): void {
  for (const entry of [...observed]) if (entry.element === element) entry.observer.notify(element);
}

/** Reports `element` as out of view, below the viewport (not reached yet). */
export function setBelowViewport(element: Element): void {
  for (const entry of [...observed]) if (entry.element === element) entry.observer.notify(element, false);
}

/** Reports every observed element as fully visible. */
export function setEverythingInView(): void {
  for (const entry of [...observed]) entry.observer.notify(entry.element);
}
