// "The route's content is visible", decided in the page itself so that both builds are judged
// by the same rule: the page's own heading is laid out inside the owning remote's element,
// the real layout is in place (not the shell's fallback) and nothing shows a loading state.
//
// The functions that run in the page are serialised by Playwright, so they refer to nothing
// outside themselves, and declare no named function inside them: tsx (esbuild's keepNames)
// wraps those in a `__name` helper that the page does not have (page-functions.test.ts).
import type { Page } from 'playwright-core';
import type { ReadySpec } from './routes';

/** What the run-time probes saw in the page. */
export interface RuntimeProbes {
  /** Renderers registered with the stand-in React DevTools hook: one per copy of react-dom. */
  reactRenderers: number;
  /** Evaluations of each stateful module of the shared package (globalThis.__TULIA_SHARED_INSTANCES__). */
  sharedInstances: Record<string, number>;
}

/** Runs in the page: whether the route's content is visible. */
export function contentVisible(spec: ReadySpec): boolean {
  // A method, not a named arrow function: see the note at the top.
  const is = {
    shown(element: Element | null): boolean {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    },
  };
  if (location.pathname !== spec.path && location.pathname !== spec.settlesAt) return false;
  // Skeletons of lazily loaded code, and lists or tables still fetching, are not content yet.
  if (document.querySelector('[data-testid="loading-skeleton"], [aria-busy="true"]')) return false;
  if (spec.layout && !document.querySelector(`[data-remote="${spec.layout}"]`)) return false;
  if (spec.area === 'admin' && !is.shown(document.querySelector('[data-testid="admin-header-title"]'))) return false;
  const scopes: ParentNode[] = spec.owner ? Array.from(document.querySelectorAll(`[data-remote="${spec.owner}"]`)) : [document];
  return scopes.some(
    (scope) =>
      Array.from(scope.querySelectorAll('h1')).some((h1) => is.shown(h1) && (!spec.heading || h1.textContent?.trim() === spec.heading)) &&
      // An admin list screen shows its data: rows, cards or its empty state, and no spinner
      // (every loading indicator of those screens has role="status").
      (!spec.list ||
        (!scope.querySelector('[role="status"]') &&
          Array.from(scope.querySelectorAll('table tbody tr, ul[aria-label] > li, [data-testid="empty-state"]')).some((element) => is.shown(element)))),
  );
}

/** Waits (checking on every animation frame) until the route's content is visible. */
export async function waitForContent(page: Page, spec: ReadySpec, timeout = 60_000): Promise<void> {
  if (spec.area === 'unknown') return;
  try {
    await page.waitForFunction(contentVisible, spec, { timeout, polling: 'raf' });
  } catch (error) {
    const where = new URL(page.url()).pathname;
    throw new Error(`${spec.path}: its content did not become visible within ${timeout / 1000} s (the page is at ${where})`, { cause: error });
  }
}

/** The stand-in React DevTools hook: react-dom registers each renderer with `inject`. */
interface DevToolsHook {
  renderers: Map<number, unknown>;
}

/**
 * Installs, before any script of the page, the run-time probes the copies check reads: a
 * stand-in React DevTools hook (every copy of react-dom registers its renderer with it when it
 * loads). The shared package counts its own stateful modules in
 * globalThis.__TULIA_SHARED_INSTANCES__. The e2e suite's federation checks use the same probes.
 */
export function installRuntimeProbes(): void {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
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
export function readRuntimeProbes(): RuntimeProbes {
  const probed = window as Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Partial<DevToolsHook> };
  const shared = globalThis as typeof globalThis & { __TULIA_SHARED_INSTANCES__?: Record<string, number> };
  return {
    reactRenderers: probed.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.size ?? 0,
    sharedInstances: { ...(shared.__TULIA_SHARED_INSTANCES__ ?? {}) },
  };
}
