import { useMemo, useState } from 'react';

/** One open dialog: which kind, and for which record. */
interface OpenDialog<D, K extends keyof D = keyof D> {
  kind: K;
  record: D[K];
}

export interface DialogStack<D> {
  /** The open dialog of this kind and its record, if that kind is open (at any depth). */
  at: <K extends keyof D>(kind: K) => { record: D[K] } | undefined;
  /**
   * Opens a dialog over whatever is open (Edit from the details opens the form over them: closing
   * one dialog and opening another in the same click would send focus outside the new one). A kind
   * that is already open is closed first, with whatever lies over it, unless `keep` says the one
   * open already serves (the same message's details stay as they are, and so does what is over them).
   */
  open: <K extends keyof D>(kind: K, record: D[K], keep?: (open: D[K]) => boolean) => void;
  /**
   * Closes this kind and whatever lies over it; the one under it, if any, is back in front. A
   * kind that is not open is left alone, so a dialog that reports its closing twice (sent, then
   * closed) never closes the one it was opened over.
   */
  close: (kind: keyof D) => void;
  /** Closes every dialog: after a save, the details the form was opened from are stale. */
  closeAll: () => void;
}

/**
 * Which dialogs of a screen are open, for which records, in the order they were opened. `D` maps
 * each kind of dialog to its record (`{ details: BomaGroup; form: BomaGroup | null }`).
 */
export function useDialogStack<D>(): DialogStack<D> {
  const [stack, setStack] = useState<readonly OpenDialog<D>[]>([]);
  return useMemo(
    () => ({
      at: <K extends keyof D>(kind: K) => {
        const entry = stack.find((candidate) => candidate.kind === kind);
        return entry ? { record: entry.record as D[K] } : undefined;
      },
      open: <K extends keyof D>(kind: K, record: D[K], keep?: (open: D[K]) => boolean) =>
        setStack((current) => {
          const under = current.findIndex((entry) => entry.kind === kind);
          const already = current[under];
          if (already && keep?.(already.record as D[K])) return current;
          return [...(under === -1 ? current : current.slice(0, under)), { kind, record } as OpenDialog<D>];
        }),
      close: (kind: keyof D) =>
        setStack((current) => {
          const at = current.findIndex((entry) => entry.kind === kind);
          return at === -1 ? current : current.slice(0, at);
        }),
      closeAll: () => setStack([]),
    }),
    [stack],
  );
}
