// Runs before scripts/vitest-jsdom-setup.ts (matchers, matchMedia, scrolling, ResizeObserver):
// these stand-ins are the public pages' own.
import { installIntersectionObserver } from './intersection-observer';

// jsdom has no layout: what the browser would measure is stood in for here.
installIntersectionObserver();
