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
    [{ effectiveType: '4g', metered: true }, true],
    [{ effectiveType: '4g', metered: false }, false],
    // A mobile connection is not metered by itself (a bundle or unlimited plan): the browser says so when it is.
    [{ effectiveType: '4g', type: 'cellular' }, false],
  ])('%j → %s', (connection, expected) => {
    expect(wantsLessData(connection)).toBe(expected);
  });
});
