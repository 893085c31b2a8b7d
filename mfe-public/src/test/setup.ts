// Runs before scripts/vitest-jsdom-setup.ts (matchers, scrolling, ResizeObserver): these
// stand-ins are the public pages' own.
import { installIntersectionObserver } from './intersection-observer';
import { staticMediaQueryList } from './match-media';

// jsdom has no layout: what the browser would measure is stood in for here.
installIntersectionObserver();

if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);
