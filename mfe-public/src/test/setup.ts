import '@testing-library/jest-dom/vitest';
import { installIntersectionObserver } from './intersection-observer';
import { staticMediaQueryList } from './match-media';

// jsdom has no layout: what the browser would measure is stood in for here.
installIntersectionObserver();

if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);

window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};
