import { act, render, screen } from '@testing-library/react';
import { formatDuration } from './format';
import { useMinuteClock } from './useMinuteClock';

describe('formatDuration', () => {
  it('reads at a glance: minutes, hours and minutes, days and hours; never negative', () => {
    expect(formatDuration(59_999)).toBe('0 min');
    expect(formatDuration(48 * 60_000)).toBe('48 min');
    expect(formatDuration((3 * 60 + 12) * 60_000)).toBe('3 h 12 min');
    expect(formatDuration(2 * 3_600_000)).toBe('2 h');
    expect(formatDuration((2 * 24 + 4) * 3_600_000 + 30 * 60_000)).toBe('2 d 4 h');
    expect(formatDuration(3 * 86_400_000)).toBe('3 d');
    expect(formatDuration(-5 * 60_000)).toBe('0 min');
  });
});

function Clock() {
  return <output data-testid="now">{useMinuteClock()}</output>;
}

describe('useMinuteClock', () => {
  afterEach(() => vi.useRealTimers());

  it('moves on each minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
    render(<Clock />);
    expect(screen.getByTestId('now')).toHaveTextContent(String(Date.parse('2026-03-02T09:00:00.000Z')));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('now')).toHaveTextContent(String(Date.parse('2026-03-02T09:01:00.000Z')));
  });
});
