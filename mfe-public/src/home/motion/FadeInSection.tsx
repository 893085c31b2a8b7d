import { Box, type BoxProps } from '@tulia/shared/chakra';
import { usePrefersLowData } from '@tulia/shared/ui';
import { m } from 'framer-motion';
import type { ReactNode } from 'react';
import { useMountedByHydration } from '../../common/useMountedByHydration';
import { usePrefersReducedMotion } from '../../common/usePrefersReducedMotion';
import { MotionProvider } from './MotionProvider';

/** Public §9: a section appears once 10% of it is in the viewport. */
export const SECTION_VISIBILITY_AMOUNT = 0.1;

export interface FadeInSectionProps extends Omit<BoxProps, 'asChild' | 'children'> {
  /** id of the section's heading. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A Home section that fades in when 10% of it enters the viewport, when it is mounted in the
 * browser. In the server's HTML, and so through hydration, it is a plain section: the visitor
 * may already be reading it, and it must be visible without scripts. Visitors who prefer
 * reduced motion or low data get the section as it is, with no animation at all.
 */
export function FadeInSection({ labelledBy, children, ...boxProps }: FadeInSectionProps) {
  const mountedByHydration = useMountedByHydration();
  const reduceMotion = usePrefersReducedMotion();
  const lowData = usePrefersLowData();
  if (mountedByHydration) {
    return (
      <Box as="section" aria-labelledby={labelledBy} scrollMarginTop="20" {...boxProps}>
        {children}
      </Box>
    );
  }
  return (
    <MotionProvider>
      <Box asChild scrollMarginTop="20" {...boxProps}>
        <m.section
          aria-labelledby={labelledBy}
          initial={reduceMotion || lowData ? false : { opacity: 0, y: 24 }}
          whileInView={{ opacity: 1, y: 0 }}
          viewport={{ once: true, amount: SECTION_VISIBILITY_AMOUNT }}
          transition={{ duration: 0.6, ease: 'easeOut' }}
        >
          {children}
        </m.section>
      </Box>
    </MotionProvider>
  );
}
