import { TOAST_SWIPE_THRESHOLD_PX } from '@tulia/shared/toast';

/** Whether a horizontal drag of `deltaX` pixels dismisses a toast (admin §9: threshold 50). */
export const swipeDismisses = (deltaX: number): boolean => Math.abs(deltaX) > TOAST_SWIPE_THRESHOLD_PX;
