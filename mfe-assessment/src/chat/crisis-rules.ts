/**
 * The shared risk rules, downloaded only when the chat is opened: they are most of the chat's
 * code (word lists and a small model in three languages, about 60 KB compressed), and a visitor
 * who never opens the chat should not pay for them on prepaid data. Opening the panel starts the
 * download while the visitor reads and types; a reply waits for it if it is not there yet.
 */

/** Whether a text speaks of danger (suicide, self-harm, abuse, hopelessness, worry about someone). */
export type SpeaksOfDanger = (text: string) => boolean;

let loaded: SpeaksOfDanger | undefined;
let loading: Promise<SpeaksOfDanger> | undefined;

/** Starts (or joins) the download; a failed one (offline, never kept) may be tried again. */
export function loadCrisisRules(): Promise<SpeaksOfDanger> {
  loading ??= import('@tulia/shared/risk').then(
    ({ assessText }) => (loaded = (text: string) => assessText(text).level !== 'none'),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The rules, once downloaded. */
export const crisisRules = (): SpeaksOfDanger | undefined => loaded;
