import { aboutSize, keepStatusMessage, pageMessage, readPageMessage, readWorkerMessage } from './index';

describe('the offline messages', () => {
  it('are read back as they were sent', () => {
    for (const message of [
      pageMessage({ kind: 'ask-keep-status' }),
      pageMessage({ kind: 'keep-site' }),
      pageMessage({ kind: 'used', pages: ['/'], files: ['/assets/wake-a.js'] }),
    ]) {
      expect(readPageMessage(structuredClone(message))).toEqual(message);
    }
    expect(readWorkerMessage(structuredClone(keepStatusMessage('kept', 630_000)))).toEqual(keepStatusMessage('kept', 630_000));
  });

  it('ignore anything else', () => {
    for (const data of [null, 'keep-site', { kind: 'keep-site' }, { mark: 'other', kind: 'keep-site' }, { mark: 'tulia-offline', kind: 'used', pages: '/' }]) {
      expect(readPageMessage(data)).toBeNull();
    }
    for (const data of [
      null,
      { mark: 'tulia-offline', kind: 'keep-status', state: 'lost', bytes: 1 },
      { mark: 'tulia-offline', kind: 'keep-status', state: 'kept', bytes: -1 },
    ]) {
      expect(readWorkerMessage(data)).toBeNull();
    }
  });
});

describe('aboutSize', () => {
  it.each([
    [12_300, 'about 12 KB'],
    [400, 'about 1 KB'],
    [631_400, 'about 630 KB'],
    [728_000, 'about 730 KB'],
    [1_240_000, 'about 1.2 MB'],
  ])('%d bytes: %s', (bytes, words) => {
    expect(aboutSize(bytes)).toBe(words);
  });
});
