import { PASSWORD_MIN_LENGTH } from '@tulia/shared/contract';
import { commonPasswords, isCommonPassword, readCommonPasswordList } from './common-passwords';
import { COMMON_PASSWORD_MESSAGE, newPasswordRefusal, personalParts, PERSONAL_PASSWORD_MESSAGE } from './new-password';

// Passwords that cannot be guessed (docs/security.md): the published list of common passwords,
// and the parts of who the account is.

describe('the list of common passwords', () => {
  it('is the published list: over 100,000 entries before filtering, the usual first guesses among them', async () => {
    const entries = await readCommonPasswordList();
    expect(entries.length).toBeGreaterThanOrEqual(100_000);
    for (const guess of ['password', '12345678', 'qwerty123', 'iloveyou1']) expect(entries, guess).toContain(guess);
  });

  it('keeps only entries as long as the minimum, compared as NFKC in lower case', async () => {
    const kept = await commonPasswords();
    expect(kept.size).toBeGreaterThan(100_000);
    for (const entry of kept) {
      if (entry.length < PASSWORD_MIN_LENGTH || entry !== entry.toLowerCase()) throw new Error(`kept as is: ${entry}`);
    }
    for (const guess of ['password', '12345678', 'qwerty123', 'iloveyou1', 'QWERTY123', 'PassWord', 'ｑｗｅｒｔｙ１２３'])
      expect(await isCommonPassword(guess), guess).toBe(true);
    expect(await isCommonPassword('Mvua ya jioni 7')).toBe(false);
  });
});

describe('who the account is', () => {
  const owner = { username: 'amani_w', email: 'Wanjiru.A@example.org', fullName: 'Amani  Wanjiru Jo' };

  it('is the username, the local part of the e-mail, the name without spaces and each word of it, of 3 characters or more', () => {
    expect(personalParts(owner)).toEqual(['amani_w', 'wanjiru.a', 'amaniwanjirujo', 'amani', 'wanjiru']);
  });

  it('may not be in a new password, in any case; shorter parts may', async () => {
    for (const password of ['my amani_w pass', 'xWANJIRU.Ax!', 'AmaniWanjiruJo!', 'river-amani-2', 'wanjiru2026!'])
      expect(await newPasswordRefusal(password, owner), password).toBe(PERSONAL_PASSWORD_MESSAGE);
    expect(await newPasswordRefusal('jo jo river 42', owner)).toBeNull();
  });

  it('a common password is refused as common first', async () => {
    expect(await newPasswordRefusal('qwerty123', { username: 'qwerty', email: 'q@example.org', fullName: 'Q' })).toBe(COMMON_PASSWORD_MESSAGE);
  });
});
