import { registerInstance } from './instance-registry';

describe('registerInstance', () => {
  afterEach(() => {
    delete globalThis.__TULIA_SHARED_INSTANCES__;
  });

  it('creates the record when missing and counts each evaluation per name', () => {
    delete globalThis.__TULIA_SHARED_INSTANCES__;
    registerInstance('probe-a');
    expect(globalThis.__TULIA_SHARED_INSTANCES__).toEqual({ 'probe-a': 1 });
    registerInstance('probe-a');
    registerInstance('probe-b');
    expect(globalThis.__TULIA_SHARED_INSTANCES__).toEqual({ 'probe-a': 2, 'probe-b': 1 });
  });

  it('keeps counts that already exist in the record', () => {
    globalThis.__TULIA_SHARED_INSTANCES__ = { other: 3 };
    registerInstance('probe-c');
    expect(globalThis.__TULIA_SHARED_INSTANCES__).toEqual({ other: 3, 'probe-c': 1 });
  });
});
