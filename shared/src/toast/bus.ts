// A framework-free toast bus: screens in any remote emit, the shell's toaster displays.

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  title: string;
  description?: string;
  /** Milliseconds before the toast disappears. */
  duration: number;
}

export interface ToastInput {
  title: string;
  description?: string;
  duration?: number;
}

export type ToastListener = (toast: ToastMessage) => void;

// A toast shows for 5 s, a 50 px swipe dismisses it, F8 moves focus to the toasts.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_FOCUS_HOTKEY = 'F8';
/** How many toasts are kept while nobody listens yet; the oldest are dropped first. */
export const TOAST_QUEUE_LIMIT = 20;

const listeners = new Set<ToastListener>();
let pending: ToastMessage[] = [];
let counter = 0;

function deliver(listener: ToastListener, message: ToastMessage): void {
  try {
    listener(message);
  } catch (error) {
    // A broken toaster must not break the action that reported its result.
    console.error(error);
  }
}

function resolveDuration(duration: number | undefined): number {
  return typeof duration === 'number' && !Number.isNaN(duration) && duration >= 0 ? duration : TOAST_DURATION_MS;
}

function show(kind: ToastKind, input: ToastInput): string {
  counter += 1;
  const message: ToastMessage = {
    id: `toast-${counter}`,
    kind,
    title: input.title,
    duration: resolveDuration(input.duration),
  };
  if (input.description !== undefined) message.description = input.description;

  if (listeners.size === 0) {
    // Emitted before the toaster mounted (start-up): keep it for the first subscriber.
    pending.push(message);
    if (pending.length > TOAST_QUEUE_LIMIT) pending = pending.slice(-TOAST_QUEUE_LIMIT);
  } else {
    for (const listener of [...listeners]) deliver(listener, message);
  }
  return message.id;
}

export const toast = {
  show,
  success: (input: ToastInput): string => show('success', input),
  error: (input: ToastInput): string => show('error', input),
  info: (input: ToastInput): string => show('info', input),
  warning: (input: ToastInput): string => show('warning', input),
};

export function subscribeToToasts(listener: ToastListener): () => void {
  listeners.add(listener);
  if (pending.length > 0) {
    const queued = pending;
    pending = [];
    for (const message of queued) deliver(listener, message);
  }
  return () => {
    listeners.delete(listener);
  };
}
