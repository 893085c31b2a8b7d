/**
 * Registers the offline helper (/sw.js, written by the composition with every release) on every
 * page, after the load event: the page's own download comes first. On a first visit (no worker
 * yet) a few seconds later still: the worker's start (its thread, its script, the essentials it
 * keeps) does not share a cheap phone's CPU with the visitor's first taps (measured:
 * docs/offline.md). A page a worker already serves registers at load, which only checks for a
 * new release's worker, as before. A deployment without composed pages has no worker, and a
 * browser without service workers simply goes without: neither is an error worth showing.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** How long after the load event the worker is registered on a first visit. */
export const REGISTER_AFTER_LOAD_MS = 3000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  const soon = () => (navigator.serviceWorker.controller ? register() : setTimeout(register, REGISTER_AFTER_LOAD_MS));
  if (document.readyState === 'complete') soon();
  else addEventListener('load', soon, { once: true });
}
