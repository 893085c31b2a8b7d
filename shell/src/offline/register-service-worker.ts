/**
 * Registers the offline helper (/sw.js, written by the composition with every release) on every
 * page. Only after the load event: the page's own download always comes first. A deployment
 * without composed pages has no worker, and a browser without service workers simply goes
 * without: neither is an error worth showing.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
