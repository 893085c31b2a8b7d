import { CountCache } from './count-cache';

describe('CountCache', () => {
  it('reuses a total until it expires or something is written', async () => {
    const cache = new CountCache(50);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', compute)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('k', compute)).toBe(3);
  });

  it('does not keep a total counted while a write happened', async () => {
    const cache = new CountCache();
    let release: () => void = () => undefined;
    const pending = cache.get('k', () => new Promise<number>((resolve) => (release = () => resolve(1))));
    cache.invalidate();
    release();
    expect(await pending).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });
});
