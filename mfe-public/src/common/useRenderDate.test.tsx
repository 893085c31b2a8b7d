import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { serverHtmlOf } from '../../../scripts/testing/hydration';
import { useRenderDate } from './useRenderDate';

function Stamp() {
  const today = useRenderDate();
  return <p {...today.marker}>{today.iso}</p>;
}

const isoOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('useRenderDate', () => {
  it("hydrates with the date of the composed HTML, then shows the browser's today", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 2, 12));
    const html = await serverHtmlOf(<Stamp />);
    vi.useRealTimers();
    expect(html).toContain('2026-01-02');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Stamp />, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    expect(container.textContent).toBe(isoOf(new Date()));
    container.remove();
  });
});
