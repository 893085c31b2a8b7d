// Counts evaluations of each stateful shared module. The e2e suite reads the record to prove
// that Module Federation gives the composed page exactly one copy of each (one auth store,
// one toast bus, one API client), since two copies would split sessions and toasts.

declare global {
  // Only `var` declares a property of globalThis.
  var __TULIA_SHARED_INSTANCES__: Record<string, number> | undefined;
}

export function registerInstance(name: string): void {
  const registry = (globalThis.__TULIA_SHARED_INSTANCES__ ??= {});
  registry[name] = (registry[name] ?? 0) + 1;
}
