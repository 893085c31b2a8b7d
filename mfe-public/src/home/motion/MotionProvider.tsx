import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * Framer Motion for Home's sections, kept light: `m` components with only the DOM animation
 * features (animations, in-view, gestures), and no movement for visitors whose system asks
 * for reduced motion. The features are bundled with the sections rather than fetched apart:
 * a section must never stay invisible, waiting for a file that failed to arrive.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
