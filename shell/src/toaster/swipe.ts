import { TOAST_SWIPE_THRESHOLD_PX } from '@tulia/shared/toast';

/** Whether a horizontal drag of `deltaX` pixels dismisses a toast (more than 50 px either way). */
export const swipeDismisses = (deltaX: number): boolean => Math.abs(deltaX) > TOAST_SWIPE_THRESHOLD_PX;
