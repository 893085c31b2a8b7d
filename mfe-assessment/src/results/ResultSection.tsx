import { useEffect, useRef, type ReactNode } from 'react';

export interface ResultSectionProps {
  /** The id of the heading inside that names the section (fixed: one result per page). */
  headingId: string;
  /** band, crisis or urgent: the section's panel. */
  tone: 'band' | 'crisis' | 'urgent';
  children: ReactNode;
  /**
   * Focus this section when the page opens. The assessment's last option, which had focus,
   * is gone; screen-reader and keyboard users start at the result instead of the page's top.
   */
  focusOnMount?: boolean;
  'data-testid'?: string;
}

/** A titled block of the results page: a region named by its heading, in the page's card style. */
export function ResultSection({ headingId, tone, children, focusOnMount = false, 'data-testid': testId }: ResultSectionProps) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) section.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      tabIndex={focusOnMount ? -1 : undefined}
      className={`ta-section ta-section--${tone}`}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
