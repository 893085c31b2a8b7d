// Shared by the front-end packages' component tests (jsdom): jest-dom matchers and the browser
// pieces jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The machines are shared and often busy: give findBy*/waitFor more than the default second
// (a Chakra table's first render alone can take longer under load).
configure({ asyncUtilTimeout: 5000 });

// A file may run in node (`@vitest-environment node`, server rendering): nothing to stand in.
if (typeof window !== 'undefined') {
  // jsdom has no layout: what the browser would measure is stood in for here (Chakra's dialogs
  // and menus ask for these).
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView() {
    return undefined;
  };
  // Menus position themselves with floating-ui, which watches sizes.
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, configurable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, configurable: true });
  }
}
