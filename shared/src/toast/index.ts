import { registerInstance } from '../internal/instance-registry';

registerInstance('toast');

export { TOAST_DURATION_MS, TOAST_FOCUS_HOTKEY, TOAST_QUEUE_LIMIT, TOAST_SWIPE_THRESHOLD_PX, subscribeToToasts, toast } from './bus';
export type { ToastInput, ToastKind, ToastListener, ToastMessage } from './bus';
