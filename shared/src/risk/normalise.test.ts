import { normalise, squeeze, withinOneSlip } from './normalise';

describe('normalise', () => {
  it('lower-cases, strips accents and punctuation, and removes apostrophes inside words', () => {
    expect(normalise("I'M   Sad!!! Café, naïve…")).toBe('im sad cafe naive');
    expect(normalise('Don’t   go')).toBe('dont go');
  });

  it('keeps each run of a repeated letter once', () => {
    expect(normalise('kujiuaaaa')).toBe('kujiua');
    expect(normalise('KILLLL myselfff')).toBe('kil myself');
    expect(squeeze('pills')).toBe('pils');
  });

  it('reads digits and symbols used as letters inside words, and leaves numbers alone', () => {
    expect(normalise('k1ll mys3lf')).toBe('kil myself');
    expect(normalise('su1c1de')).toBe('suicide');
    expect(normalise('$uicide 0verd0se')).toBe('suicide overdose');
    expect(normalise('w4nt to d13')).toBe('want to die');
    expect(normalise('call 116 or 999')).toBe('cal 116 or 999');
  });

  it('corrects one slip in long key words only', () => {
    expect(normalise('suicde sucide suiside')).toBe('suicide suicide suicide');
    expect(normalise('kujinyoga kujidhru')).toBe('kujinyonga kujidhuru');
    // Short words are left to the phrase lists: "kujua" (to know) is one letter from "kujiua".
    expect(normalise('nataka kujua')).toBe('nataka kujua');
  });

  it('joins a Sheng prefix to the English verb after its hyphen', () => {
    expect(normalise('kuji-cut ataji-hang ku-die')).toBe('kujicut atajihang kudie');
  });

  it('measures one slip as one insertion, deletion, substitution or swap', () => {
    expect(withinOneSlip('suicide', 'sucide')).toBe(true);
    expect(withinOneSlip('suicide', 'siucide')).toBe(true);
    expect(withinOneSlip('suicide', 'suicdie')).toBe(true);
    expect(withinOneSlip('suicide', 'sucdie')).toBe(false);
    expect(withinOneSlip('kujiua', 'kujiunga')).toBe(false);
  });
});
