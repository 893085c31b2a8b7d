import { Box, type BoxProps } from '@tulia/shared/chakra';
import { Component, Suspense, useRef, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useInViewOnce } from '../common/useInViewOnce';

/** A Home section loaded on demand, with the height it roughly takes while its code loads. */
export interface DeferredSectionEntry {
  key: string;
  Section: ComponentType;
  /** Reserved height of the placeholder, per breakpoint. */
  minHeight: BoxProps['minH'];
}

/** A section whose code cannot be fetched is left out; the rest of the page stays. */
class SectionBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[mfe-public] Home section "${this.props.name}" could not be shown`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Marks the boxes that still stand in for a section (see useScrollToHash). */
export const PENDING_SECTION_ATTRIBUTE = 'data-pending-section';

const Placeholder = ({ name, minHeight }: { name: string; minHeight: BoxProps['minH'] }) => (
  <Box minH={minHeight} aria-hidden="true" data-pending-section={name} />
);

/**
 * Renders a below-the-fold section only when the visitor scrolls near it (600 px ahead), so the
 * first load of Home carries just the hero. The placeholder keeps the page's length stable.
 * `eager` loads it at once (a visit to a place further down the page, /#faq).
 */
export function DeferredSection({ entry, eager = false }: { entry: DeferredSectionEntry; eager?: boolean }) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const near = useInViewOnce(placeholderRef, { rootMargin: '600px 0px' });
  const { key, Section, minHeight } = entry;
  if (!near && !eager) {
    return <Box ref={placeholderRef} minH={minHeight} aria-hidden="true" data-pending-section={key} />;
  }
  return (
    <SectionBoundary name={key}>
      <Suspense fallback={<Placeholder name={key} minHeight={minHeight} />}>
        <Section />
      </Suspense>
    </SectionBoundary>
  );
}
