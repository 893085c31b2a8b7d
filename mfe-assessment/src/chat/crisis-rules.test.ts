import { act, renderHook } from '@testing-library/react';
import { FakeClock } from '../test/fake-clock';
import { crisisResponse, greeting } from './chat-script';
import { useChatHelper } from './useChatHelper';

// The rules cannot be downloaded (offline, never kept): the first download fails.
const download = vi.hoisted(() => ({ fails: true }));
vi.mock('@tulia/shared/risk', async (actual) => {
  if (download.fails) throw new Error('Failed to fetch dynamically imported module');
  return actual();
});

describe('a reply and the downloaded risk rules', () => {
  it('without the rules, answers anything with the help reply (helpline, emergency advice), after the typing indicator', async () => {
    const clock = new FakeClock();
    const { result } = renderHook(() => useChatHelper(clock, () => 0.5));
    act(() => result.current.open());
    act(() => {
      result.current.send('hello there');
    });
    expect(result.current.isTyping).toBe(true);
    await act(async () => {
      clock.advance(10_000);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.messages.map((message) => message.text)).toEqual([greeting, 'hello there', crisisResponse]);
    expect(result.current.isTyping).toBe(false);
  });
});
