/** The offline service worker's registration (issue 15): to be built. */
export function registerServiceWorker(): void {}
