import { useCallback, useEffect, useState } from 'react';
import { pageMessage, readWorkerMessage, type KeepSiteState } from '@tulia/shared/offline';

export interface KeepOnPhone {
  state: KeepSiteState;
  /** What keeping the rest of the site downloads at most. */
  bytes: number;
  /** Asks the offline helper to keep the rest of the site. */
  keep: () => void;
}

const workers = (): ServiceWorkerContainer | undefined =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

/**
 * What the offline helper keeps, as it answers: null until a worker that serves this page has
 * answered (no worker, an older one, or before the page is mounted: nothing to offer). Only
 * after mount, so the server's HTML never holds it.
 */
export function useKeepOnPhone(): KeepOnPhone | null {
  const [status, setStatus] = useState<{ state: KeepSiteState; bytes: number } | null>(null);

  useEffect(() => {
    const container = workers();
    if (!container) return;
    const ask = () => container.controller?.postMessage(pageMessage({ kind: 'ask-keep-status' }));
    const onMessage = (event: MessageEvent) => {
      const message = readWorkerMessage(event.data);
      if (message) setStatus({ state: message.state, bytes: message.bytes });
    };
    container.addEventListener('message', onMessage);
    // The first visit: the worker takes over the page a moment after it loads.
    container.addEventListener('controllerchange', ask);
    container.startMessages?.();
    ask();
    return () => {
      container.removeEventListener('message', onMessage);
      container.removeEventListener('controllerchange', ask);
    };
  }, []);

  const keep = useCallback(() => {
    const controller = workers()?.controller;
    setStatus((current) => current && { ...current, state: controller ? 'keeping' : 'failed' });
    controller?.postMessage(pageMessage({ kind: 'keep-site' }));
  }, []);

  return status ? { ...status, keep } : null;
}
