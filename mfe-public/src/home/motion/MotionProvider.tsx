import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Framer Motion for a Home section, kept light: `m` components with their features loaded in
 * a chunk of their own (fetched once, shared by every section), and no movement for visitors
 * whose system asks for reduced motion.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
