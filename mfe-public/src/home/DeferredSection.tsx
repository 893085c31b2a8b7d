import { Box, type BoxProps } from '@tulia/shared/chakra';
import { Component, memo, Suspense, useRef, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useInViewOnce } from '../common/useInViewOnce';
import { useMountedByHydration } from '../common/useMountedByHydration';

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
 * The section behind its boundary. Memoised with a constant entry: while its code has not
 * arrived, hydration keeps the server's HTML of the section, and an update reaching that
 * boundary before then would make React throw the HTML away and show the placeholder.
 */
const LoadedSection = memo(function LoadedSection({ entry }: { entry: DeferredSectionEntry }) {
  const { key, Section, minHeight } = entry;
  return (
    <SectionBoundary name={key}>
      <Suspense fallback={<Placeholder name={key} minHeight={minHeight} />}>
        <Section />
      </Suspense>
    </SectionBoundary>
  );
});

/** Mounted in the browser: a placeholder until the visitor scrolls near (600 px ahead). */
function SectionWhenNear({ entry, eager }: { entry: DeferredSectionEntry; eager: boolean }) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const near = useInViewOnce(placeholderRef, { rootMargin: '600px 0px' });
  if (!near && !eager) {
    return <Box ref={placeholderRef} minH={entry.minHeight} aria-hidden="true" data-pending-section={entry.key} />;
  }
  return <LoadedSection entry={entry} />;
}

/**
 * A below-the-fold Home section. In the server's HTML it is rendered in full (the composition
 * waits for its code), and hydration keeps it. Mounted in the browser (a client-side
 * navigation to Home), it loads only when the visitor scrolls near it, so that visit carries
 * just the hero; the placeholder keeps the page's length stable. `eager` loads it at once
 * (a visit to a place further down the page, /#faq).
 */
export const DeferredSection = memo(function DeferredSection({ entry, eager = false }: { entry: DeferredSectionEntry; eager?: boolean }) {
  const mountedByHydration = useMountedByHydration();
  return mountedByHydration ? <LoadedSection entry={entry} /> : <SectionWhenNear entry={entry} eager={eager} />;
});
