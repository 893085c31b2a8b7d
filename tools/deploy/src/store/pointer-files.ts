/**
 * The pointer files: the small top-level JSON files that say what is live and what happened.
 * Every other object is a version folder (immutable) or derived from the pointers (the composed
 * pages, the live shell's files). Each pointer file is written with a conditional PUT on the
 * ETag read and merged three ways on a conflict (pointer-merge.ts says how).
 */
export type MergeRule =
  /** A list only ever appended to (releases.json): our new entries go after theirs. */
  | 'append'
  /** Lists of names per key (versions.json): what we added or removed is applied to theirs. */
  | 'set-per-key'
  /** An object whose keys are switched by compare-and-swap: our change of a key applies only if theirs still holds what we read. */
  | 'swap-per-key';

export const pointerFiles: Readonly<Record<string, MergeRule>> = {
  'remotes.json': 'swap-per-key',
  'shell.json': 'swap-per-key',
  // The canary command's state: which staged version gets which share of browsers.
  'canary.json': 'swap-per-key',
  'versions.json': 'set-per-key',
  'releases.json': 'append',
};

/**
 * The order pointer files are written in: the switches (the commit point) first, so that a
 * refused compare-and-swap leaves everything else as it was; the history last.
 */
export const pointerWriteOrder: readonly string[] = ['shell.json', 'remotes.json', 'canary.json', 'versions.json', 'releases.json'];

export const isPointerFile = (key: string): boolean => Object.hasOwn(pointerFiles, key);
