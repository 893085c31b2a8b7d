import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords are stored as scrypt$<log2 N>$<r>$<p>$<salt>$<hash> (base64url), so the cost can
// be raised later without invalidating stored hashes.
const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** Marks an account that has no password set (seeded app users): no password matches it. */
export const NO_PASSWORD = '!';

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, log2N, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// A fixed hash to compare against when the account does not exist, so that the answer takes
// as long as for a real account.
let decoy: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null | undefined, log2N: number): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    decoy ??= hashPassword('decoy password', log2N);
    const fallback = (await decoy).split('$');
    await derive(password, Buffer.from(fallback[4] ?? '', 'base64url'), log2N, BLOCK_SIZE, PARALLELISM);
    return false;
  }
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? '', 'base64url');
  const key = await derive(password, Buffer.from(salt ?? '', 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made at a lower cost than `log2N`: it is replaced at the next sign-in. */
export function hashCostBelow(stored: string | null | undefined, log2N: number): boolean {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  return Number(parts[1]) < log2N;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '!@#$%*?';

/** A random password that is easy to read out: 14 letters and digits, one symbol, one digit. */
export function generatePassword(): string {
  const chars = Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  chars.push(SYMBOLS[randomInt(SYMBOLS.length)] ?? '!', String(randomInt(2, 10)));
  // Shuffle so the symbol and digit are not always at the end.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
