import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './useAsync';

describe('useAsync', () => {
  it('loads, then reloads on demand', async () => {
    let calls = 0;
    const { result } = renderHook(() => useAsync(async () => ++calls, []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe(1);
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBe(1); // the previous data stays visible while reloading
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('reports a failure, and recovers on retry', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useAsync(async () => {
        if (fail) throw new Error('Failed to fetch groups');
        return 'ok';
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Failed to fetch groups');
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it('drops an answer that arrives after a newer load started', async () => {
    const resolvers: Record<string, (value: string) => void> = {};
    const { result, rerender } = renderHook(({ search }) => useAsync(() => new Promise<string>((r) => (resolvers[search] = r)), [search]), {
      initialProps: { search: 'a' },
    });
    rerender({ search: 'ab' });
    await act(async () => resolvers.ab?.('results for ab'));
    await act(async () => resolvers.a?.('results for a'));
    expect(result.current.data).toBe('results for ab');
  });
});
