import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesByOwner, filesOf, profiles, servedBy, upperMedian } from './paints';

const script = (path: string, text: string) => ({ path, body: Buffer.from(text) });
const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

describe('measure-home figures', () => {
  it('measures on a desktop and on a throttled phone', () => {
    expect(profiles.map((profile) => [profile.name, profile.cpu, profile.network?.latency ?? null])).toEqual([
      ['desktop', 1, null],
      ['phone, slow 4G, 4x CPU', 4, 150],
    ]);
  });

  it('tells who serves a script', () => {
    expect(servedBy('/remotes/mfe-public/1.0.0/assets/a.js')).toBe('mfe-public');
    expect(servedBy('/assets/a.js')).toBe('shell');
  });

  it('takes the middle sample, the upper one of two', () => {
    expect(upperMedian([3, 1, 2])).toBe(2);
    expect(upperMedian([4, 1, 3, 2])).toBe(3);
  });

  it('sums the scripts by who serves them, and lists one owner’s files', () => {
    const scripts = [script('/assets/a-1.js', 'shell one'), script('/remotes/mfe-public/1.0.0/b.js', 'public'), script('/assets/c.js', 'shell two')];
    expect(bytesByOwner(scripts)).toEqual({
      shell: { requests: 2, gzip: gzip('shell one') + gzip('shell two') },
      'mfe-public': { requests: 1, gzip: gzip('public') },
    });
    expect(filesOf(scripts, 'mfe-public')).toEqual([{ file: 'b.js', 'gzip KiB': (gzip('public') / 1024).toFixed(1) }]);
  });
});
