import { wantsLessData } from './less-data';

describe('wantsLessData', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
  ])('%j → %s', (connection, expected) => {
    expect(wantsLessData(connection)).toBe(expected);
  });
});
