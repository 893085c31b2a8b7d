import { subscribeToToasts, type ToastMessage } from '@tulia/shared/toast';

/** Collects the toasts shown while a test runs. */
export function collectToasts() {
  const toasts: ToastMessage[] = [];
  const stop = subscribeToToasts((toast) => toasts.push(toast));
  return { toasts, stop };
}
