/**
 * An IntersectionObserver stub for the wake-up script's tests: it remembers the last observer's
 * callback and options and which elements are observed; a test reports entries through `report`.
 */
export interface ObserverStub {
  /** The elements observed now (unobserved and disconnected ones leave). */
  readonly observed: Set<Element>;
  /** The options the last observer was made with. */
  options(): IntersectionObserverInit | undefined;
  /** Calls the last observer's callback with these entries. */
  report(entries: Partial<IntersectionObserverEntry>[]): void;
}

export function stubIntersectionObserver(): ObserverStub {
  const observed = new Set<Element>();
  let callback: IntersectionObserverCallback = () => undefined;
  let init: IntersectionObserverInit | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(reported: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        callback = reported;
        init = options;
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {
        observed.clear();
      }
    },
  );
  return {
    observed,
    options: () => init,
    report: (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver),
  };
}
