/* global window, document, location, getComputedStyle -- the checks below run in the page */
// "The route's content is visible", decided in the page itself so that both builds are judged
// by the same rule: the page's own heading is laid out inside the owning remote's element,
// the real layout is in place (not the shell's fallback) and nothing shows a loading state.

/**
 * Runs in the page. Kept free of outer references: Playwright serialises it.
 * @param {import('./routes.mjs').ReadySpec} spec
 */
export function contentVisible(spec) {
  const shown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  if (location.pathname !== spec.path && location.pathname !== spec.settlesAt) return false;
  // Skeletons of lazily loaded code, and lists or tables still fetching, are not content yet.
  if (document.querySelector('[data-testid="loading-skeleton"], [aria-busy="true"]')) return false;
  if (spec.layout && !document.querySelector(`[data-remote="${spec.layout}"]`)) return false;
  if (spec.area === 'admin' && !shown(document.querySelector('[data-testid="admin-header-title"]'))) return false;
  const scopes = spec.owner ? [...document.querySelectorAll(`[data-remote="${spec.owner}"]`)] : [document];
  return scopes.some(
    (scope) =>
      [...scope.querySelectorAll('h1')].some((h1) => shown(h1) && (!spec.heading || h1.textContent?.trim() === spec.heading)) &&
      // An admin list screen shows its data: rows, cards or its empty state, and no spinner
      // (every loading indicator of those screens has role="status").
      (!spec.list ||
        (!scope.querySelector('[role="status"]') &&
          [...scope.querySelectorAll('table tbody tr, ul[aria-label] > li, [data-testid="empty-state"]')].some(shown))),
  );
}

/**
 * Waits (checking on every animation frame) until the route's content is visible.
 * @param {import('playwright-core').Page} page
 * @param {import('./routes.mjs').ReadySpec} spec
 */
export async function waitForContent(page, spec, timeout = 60_000) {
  if (spec.area === 'unknown') return;
  try {
    await page.waitForFunction(contentVisible, spec, { timeout, polling: 'raf' });
  } catch (error) {
    const where = new URL(page.url()).pathname;
    throw new Error(`${spec.path}: its content did not become visible within ${timeout / 1000} s (the page is at ${where})`, { cause: error });
  }
}

/**
 * Installs, before any script of the page, the run-time probes the copies check reads: a
 * stand-in React DevTools hook (every copy of react-dom registers its renderer with it when it
 * loads, as in e2e/support/federation.ts). The shared package counts its own stateful modules
 * in globalThis.__TULIA_SHARED_INSTANCES__.
 */
export function installRuntimeProbes() {
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
    },
  });
}

/** Runs in the page: what the probes saw. */
export function readRuntimeProbes() {
  return {
    reactRenderers: /** @type {any} */ (window).__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.size ?? 0,
    sharedInstances: { ...(globalThis.__TULIA_SHARED_INSTANCES__ ?? {}) },
  };
}
