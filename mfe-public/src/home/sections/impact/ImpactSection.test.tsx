import { act, screen } from '@testing-library/react';
import { LOW_DATA_ATTRIBUTE } from '@tulia/shared/ui';
import { renderWithProviders } from '../../../test/render';
import { setInView } from '../../../test/intersection-observer';
import ImpactSection from './ImpactSection';

const shown = (key: string) => screen.getByTestId(`impact-${key}-value`).textContent;
/** The three counters as shown: people reached, carers, the decade's target. */
const expectFigures = (reached: string, carers: string, target: string) =>
  expect({ reached: shown('reached'), carers: shown('carers'), target: shown('target') }).toEqual({ reached, carers, target });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The test setup's matchMedia stand-in (scripts/vitest-jsdom-setup.ts), answering the reduced-motion query. */
function reduceMotion(reduce: boolean) {
  const standIn = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...standIn(query), matches: reduce && query.includes('prefers-reduced-motion') }));
}

describe('ImpactSection counters', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(LOW_DATA_ATTRIBUTE);
  });

  it('wait at zero until the figures are in view', () => {
    reduceMotion(false);
    renderWithProviders(<ImpactSection />);
    advance(5000);
    expectFigures('0K+', '0+', '0M');
  });

  it('count up to 50K+, 100+ and 10M in steps of 30, 25 and 100 ms once visible', () => {
    reduceMotion(false);
    renderWithProviders(<ImpactSection />);
    act(() => setInView(screen.getByTestId('impact-figures')));

    advance(30);
    expectFigures('1K+', '1+', '0M');

    advance(70); // 100 ms
    expectFigures('3K+', '4+', '1M');

    advance(900); // 1000 ms
    expect(shown('target')).toBe('10M');
    expect(shown('carers')).toBe('40+');

    advance(500); // 1500 ms
    expect(shown('reached')).toBe('50K+');

    advance(1000); // 2500 ms
    expect(shown('carers')).toBe('100+');

    advance(10_000);
    expectFigures('50K+', '100+', '10M');
  });

  it('give screen readers the final figures, not every step', () => {
    reduceMotion(false);
    renderWithProviders(<ImpactSection />);
    expect(screen.getByText('50K+ People reached')).toBeInTheDocument();
    expect(screen.getByText('100+ Licensed therapists and Rafikis')).toBeInTheDocument();
    expect(screen.getByText('10M People we aim to reach across Africa in the next decade')).toBeInTheDocument();
  });

  it('show the final figures at once for visitors who prefer reduced motion', () => {
    reduceMotion(true);
    renderWithProviders(<ImpactSection />);
    act(() => setInView(screen.getByTestId('impact-figures')));
    expectFigures('50K+', '100+', '10M');
  });

  it('show the final figures at once for visitors who asked for low data, and never count', () => {
    reduceMotion(false);
    document.documentElement.setAttribute(LOW_DATA_ATTRIBUTE, '');
    renderWithProviders(<ImpactSection />);
    expect(shown('reached')).toBe('50K+');
    act(() => setInView(screen.getByTestId('impact-figures')));
    advance(30);
    expectFigures('50K+', '100+', '10M');
  });
});
