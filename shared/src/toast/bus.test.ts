import type { ToastMessage } from './bus';

// A fresh bus per test: its queue and listeners are module state.
async function load() {
  vi.resetModules();
  return import('./index');
}

beforeEach(() => {
  delete globalThis.__TULIA_SHARED_INSTANCES__;
});
afterEach(() => vi.restoreAllMocks());

describe('toast bus', () => {
  it('holds the toast constants (5 s, 50 px swipe, F8) and registers one instance', async () => {
    const bus = await load();
    expect(bus.TOAST_DURATION_MS).toBe(5000);
    expect(bus.TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(bus.TOAST_FOCUS_HOTKEY).toBe('F8');
    expect(globalThis.__TULIA_SHARED_INSTANCES__?.toast).toBe(1);
  });

  it('delivers each kind with the default duration and returns distinct ids', async () => {
    const { toast, subscribeToToasts } = await load();
    const seen: ToastMessage[] = [];
    subscribeToToasts((message) => seen.push(message));
    const ids = [
      toast.success({ title: 'User Created' }),
      toast.error({ title: 'Error', description: 'Failed to save user' }),
      toast.info({ title: 'Info' }),
      toast.warning({ title: 'Careful', duration: 1000 }),
      toast.show('success', { title: 'Reply Sent', description: 'Your reply has been sent successfully' }),
    ];
    expect(new Set(ids).size).toBe(5);
    expect(seen.map((m) => m.id)).toEqual(ids);
    expect(seen[0]).toEqual({ id: ids[0], kind: 'success', title: 'User Created', duration: 5000 });
    expect(seen[0]).not.toHaveProperty('description');
    expect(seen[1]).toMatchObject({ kind: 'error', title: 'Error', description: 'Failed to save user', duration: 5000 });
    expect(seen[2]).toMatchObject({ kind: 'info' });
    expect(seen[3]).toMatchObject({ kind: 'warning', duration: 1000 });
    expect(seen[4]).toMatchObject({ kind: 'success', description: 'Your reply has been sent successfully' });
  });

  it('uses the default for a duration that is negative or not a number', async () => {
    const { toast, subscribeToToasts } = await load();
    const durations: number[] = [];
    subscribeToToasts((message) => durations.push(message.duration));
    toast.info({ title: 'a', duration: -1 });
    toast.info({ title: 'b', duration: Number.NaN });
    toast.info({ title: 'c', duration: 0 });
    expect(durations).toEqual([5000, 5000, 0]);
  });

  it('queues toasts emitted before any listener and hands them to the first subscriber only', async () => {
    const { toast, subscribeToToasts } = await load();
    toast.success({ title: 'one' });
    toast.error({ title: 'two' });
    const first: string[] = [];
    const second: string[] = [];
    subscribeToToasts((message) => first.push(message.title));
    subscribeToToasts((message) => second.push(message.title));
    expect(first).toEqual(['one', 'two']);
    expect(second).toEqual([]);
    toast.info({ title: 'three' });
    expect(first).toEqual(['one', 'two', 'three']);
    expect(second).toEqual(['three']);
  });

  it('keeps only the latest toasts while nobody listens', async () => {
    const { toast, subscribeToToasts, TOAST_QUEUE_LIMIT } = await load();
    for (let i = 1; i <= TOAST_QUEUE_LIMIT + 5; i += 1) toast.info({ title: `t${i}` });
    const titles: string[] = [];
    subscribeToToasts((message) => titles.push(message.title));
    expect(titles).toHaveLength(TOAST_QUEUE_LIMIT);
    expect(titles[0]).toBe('t6');
    expect(titles.at(-1)).toBe(`t${TOAST_QUEUE_LIMIT + 5}`);
  });

  it('stops delivering after unsubscribe, and queues again once nobody listens', async () => {
    const { toast, subscribeToToasts } = await load();
    const titles: string[] = [];
    const unsubscribe = subscribeToToasts((message) => titles.push(message.title));
    toast.success({ title: 'before' });
    unsubscribe();
    toast.success({ title: 'after' });
    expect(titles).toEqual(['before']);
    const later: string[] = [];
    subscribeToToasts((message) => later.push(message.title));
    expect(later).toEqual(['after']);
  });

  it('keeps delivering to the others when one listener throws', async () => {
    const { toast, subscribeToToasts } = await load();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    subscribeToToasts(() => {
      throw new Error('toaster broke');
    });
    const titles: string[] = [];
    subscribeToToasts((message) => titles.push(message.title));
    expect(() => toast.error({ title: 'Error' })).not.toThrow();
    expect(titles).toEqual(['Error']);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
