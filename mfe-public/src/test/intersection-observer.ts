/**
 * A controllable IntersectionObserver for jsdom. Elements are not in view until a test says
 * so with `setInView(element)`, or with `setEverythingInView()`.
 */
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

  notify(element: Element): void {
    const rect = element.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target: element,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
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

/** Reports every observed element as fully visible. */
export function setEverythingInView(): void {
  for (const entry of [...observed]) entry.observer.notify(entry.element);
}
