import { errorMessage } from '@tulia/shared/api-client';

/** What a list screen says around its rows: named once per screen, drawn by AdminTable and AdminGrid. */
export interface AdminListTexts {
  /** The table's caption, or the card grid's name for screen readers. */
  caption: string;
  /** The message shown with Retry when the list fails to load ('Failed to fetch therapists'). */
  failure: string;
  /**
   * The empty state: its title ('No therapists found'), its description when no search or filter
   * is on, and when one may be hiding rows (by default, a hint to adjust them).
   */
  empty: { title: string; unfiltered: string; filtered?: string };
  /** What the paging summary counts ('therapists'). */
  noun: string;
  /** Deleting one record: the question asked first, then the toasts ('Group Deleted', 'Failed to delete group'). */
  remove?: { title: string; message: string; success: string; failure: string };
}

const FILTERED = 'Try adjusting your search or filters.';

/** The empty state for what the list shows now. */
export const emptyState = (texts: AdminListTexts, filtersActive: boolean) => ({
  title: texts.empty.title,
  description: filtersActive ? (texts.empty.filtered ?? FILTERED) : texts.empty.unfiltered,
});

/** The failure message: the server's own words where the screen shows them, else the screen's. */
export const failureMessage = (texts: AdminListTexts, error: unknown, serverFailure: boolean | undefined) =>
  serverFailure ? errorMessage(error, texts.failure) : texts.failure;
