import { blankToUndefined, todayIso } from './person-form';

describe('person form helpers', () => {
  it('gives today in the local calendar and treats a blank entry as not given', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(blankToUndefined('  ')).toBeUndefined();
    expect(blankToUndefined('secret-pass')).toBe('secret-pass');
  });
});
