import { Box, type BoxProps } from '@tulia/shared/chakra';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ResultSectionProps extends Omit<BoxProps, 'children'> {
  /** Renders the section's content; the heading with `headingId` names the section. */
  children: (headingId: string) => ReactNode;
  /**
   * Focus this section when the page opens. The assessment's last option, which had focus,
   * is gone; screen-reader and keyboard users start at the result instead of the page's top.
   */
  focusOnMount?: boolean;
}

/** A titled block of the results page: a region named by its heading, in the page's card style. */
export function ResultSection({ children, focusOnMount = false, ...box }: ResultSectionProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) section.current?.focus();
  }, [focusOnMount]);
  return (
    <Box
      as="section"
      ref={section}
      aria-labelledby={headingId}
      tabIndex={focusOnMount ? -1 : undefined}
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      mb="6"
      {...box}
    >
      {children(headingId)}
    </Box>
  );
}
