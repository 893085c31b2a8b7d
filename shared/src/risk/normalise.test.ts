import { normalise, squeeze, withinOneSlip } from './normalise';

/** What normalise reads each text as, by the behaviour each group shows. */
const READINGS: Record<string, [text: string, read: string][]> = {
  'lower-cases, strips accents and punctuation, and removes apostrophes inside words': [
    ["I'M   Sad!!! Café, naïve…", 'im sad cafe naive'],
    ['Don’t   go', 'dont go'],
  ],
  'keeps each run of a repeated letter once': [
    ['kujiuaaaa', 'kujiua'],
    ['KILLLL myselfff', 'kil myself'],
  ],
  'reads digits and symbols used as letters inside words, and leaves numbers alone': [
    ['k1ll mys3lf', 'kil myself'],
    ['su1c1de', 'suicide'],
    ['$uicide 0verd0se', 'suicide overdose'],
    ['w4nt to d13', 'want to die'],
    ['call 116 or 999', 'cal 116 or 999'],
  ],
  'corrects one slip in long key words only': [
    ['suicde sucide suiside', 'suicide suicide suicide'],
    ['kujinyoga kujidhru', 'kujinyonga kujidhuru'],
    // Short words are left to the phrase lists: "kujua" (to know) is one letter from "kujiua".
    ['nataka kujua', 'nataka kujua'],
  ],
  'joins a Sheng prefix to the English verb after its hyphen': [['kuji-cut ataji-hang ku-die', 'kujicut atajihang kudie']],
};

describe('normalise', () => {
  it.each(Object.entries(READINGS))('%s', (_, readings) => {
    for (const [text, read] of readings) expect(normalise(text)).toBe(read);
  });

  it('squeezes a repeated letter on its own', () => {
    expect(squeeze('pills')).toBe('pils');
  });

  it.each([
    ['suicide', 'sucide', true],
    ['suicide', 'siucide', true],
    ['suicide', 'suicdie', true],
    ['suicide', 'sucdie', false],
    ['kujiua', 'kujiunga', false],
  ] as const)('measures one slip as one insertion, deletion, substitution or swap: %s ~ %s is %s', (word, written, slip) => {
    expect(withinOneSlip(word, written)).toBe(slip);
  });
});
