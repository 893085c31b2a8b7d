import { Box, type BoxProps } from '@tulia/shared/chakra';
import { FADE_IN_ATTRIBUTE, FADE_IN_VISIBLE_AMOUNT, HYDRATES_LATER_ATTRIBUTE, fadeInStyles } from '@tulia/shared/page-marks';
import { usePrefersLowData } from '@tulia/shared/ui';
import { m } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { useMountedByHydration } from '../../common/useMountedByHydration';
import { usePrefersReducedMotion } from '../../common/usePrefersReducedMotion';
import { MotionProvider } from './MotionProvider';

/** A section appears once 10% of it is in the viewport (docs/decisions.md, "Before the app wakes"). */
export const SECTION_VISIBILITY_AMOUNT = FADE_IN_VISIBLE_AMOUNT;

export interface FadeInSectionProps extends Omit<BoxProps, 'asChild' | 'children'> {
  /** id of the section's heading. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A Home section that fades in when 10% of it enters the viewport. Mounted in the browser, by
 * framer-motion. In the server's HTML, and so through hydration, it is a plain section marked to
 * fade in, which the wake-up script hides only when it is below the viewport and a script runs:
 * without scripts it is simply there. Visitors who prefer reduced motion or low data get the
 * section as it is, with no animation at all.
 */
export function FadeInSection({ labelledBy, children, ...boxProps }: FadeInSectionProps) {
  const mountedByHydration = useMountedByHydration();
  const reduceMotion = usePrefersReducedMotion();
  const lowData = usePrefersLowData();
  // Until its own code has hydrated it, a tap inside waits to be replayed (HYDRATES_LATER_ATTRIBUTE):
  // the mark is in the HTML and taken off the page once this section is hydrated.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => sectionRef.current?.removeAttribute(HYDRATES_LATER_ATTRIBUTE), []);
  if (mountedByHydration) {
    // Arrived as HTML: the wake-up script fades it in when seen (see @tulia/shared/page-marks).
    return (
      <Box
        as="section"
        aria-labelledby={labelledBy}
        scrollMarginTop="20"
        ref={sectionRef}
        {...{ [FADE_IN_ATTRIBUTE]: '', [HYDRATES_LATER_ATTRIBUTE]: '' }}
        css={fadeInStyles}
        {...boxProps}
      >
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
