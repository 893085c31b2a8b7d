import { act, renderHook } from '@testing-library/react';
import { QUICK_EXIT_EVENT } from '@tulia/shared/safety';
import { FakeClock } from '../test/fake-clock';
import { greeting } from './chat-script';
import { useChatHelper } from './useChatHelper';

describe('useChatHelper and the quick exit', () => {
  it('forgets the transcript at once, closes, and drops a reply that was on its way', () => {
    const clock = new FakeClock();
    const { result } = renderHook(() => useChatHelper(clock, () => 0.5));
    act(() => result.current.open());
    act(() => {
      result.current.send('my private words');
    });
    expect(result.current.messages.map((message) => message.text)).toEqual([greeting, 'my private words']);
    expect(result.current.isTyping).toBe(true);

    act(() => {
      window.dispatchEvent(new Event(QUICK_EXIT_EVENT));
    });
    expect(result.current.messages).toEqual([]);
    expect(result.current.isOpen).toBe(false);
    expect(result.current.isTyping).toBe(false);

    act(() => clock.advance(10_000));
    expect(result.current.messages).toEqual([]);

    // A new conversation starts afresh, with the greeting.
    act(() => result.current.open());
    expect(result.current.messages.map((message) => message.text)).toEqual([greeting]);
  });
});
