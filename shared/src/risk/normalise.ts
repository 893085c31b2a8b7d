/**
 * One spelling for the many ways a message can be typed, so that a short phrase list covers
 * them: lower case, no accents or punctuation, digits used as letters read as letters, every
 * run of a repeated letter kept once (`kujiuaaaa`, `killl` and `kill` all read `kujiua`/`kil`),
 * and a few long key words recognised one typing slip away. The phrase lists are written in
 * plain spelling and squeezed the same way when compiled (see `compile` in rules.ts).
 */

// Only inside a word that also has letters ("k1ll", "su1c1de", "$ad"): "116" or "999" stay numbers.
const LOOKALIKES: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Each run of one repeated letter kept once ("pills" → "pils", "kujiuaaa" → "kujiua"). */
export function squeeze(text: string): string {
  return text.replace(/([a-z])\1+/g, '$1');
}

function readLookalikes(word: string): string {
  if (!/[a-z]/.test(word) || !/[0-9@$]/.test(word)) return word;
  return word.replace(/[0-9@$]/g, (char) => LOOKALIKES[char] ?? char);
}

// Long enough that one slip cannot turn another word into these (short ones such as "kujiua",
// one letter from "kujua", to know, are listed with their variants in the phrase lists instead).
const SLIP_TOLERANT = ['suicide', 'suicidal', 'kujinyonga', 'kujidhuru'].map(squeeze);

/** At most one insertion, deletion, substitution or swap of neighbours between a and b. */
export function withinOneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const rest = (x: string, from: number): string => x.slice(from);
  if (a.length === b.length) {
    if (rest(a, i + 1) === rest(b, i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2);
  }
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

function correctSlip(word: string): string {
  if (word.length < 6) return word;
  return SLIP_TOLERANT.find((key) => withinOneSlip(word, key)) ?? word;
}

/** The text as the rules read it: words of a–z and digits separated by single spaces. */
export function normalise(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    // Laughing emoji read as laughter, so that "I'm dead 😂" is the idiom it is.
    .replace(/[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}\u{1F601}]/gu, ' haha ');
  // Sheng joins an English verb to a Kiswahili prefix with a hyphen: "kuji-cut", "ataji-hang", "ku-die".
  // "k!ll", "k|ll": a mark between letters read as i.
  const words = plain
    .replace(/(?<=[a-z])[!|](?=[a-z])/g, 'i')
    .split(/\s+/)
    .map(readLookalikes)
    .join(' ')
    .replace(/\b(\w*(?:ji|ku))-(?=[a-z])/g, '$1');
  return squeeze(words.replace(/[^a-z0-9]+/g, ' ').trim())
    .split(' ')
    .map(correctSlip)
    .join(' ');
}
