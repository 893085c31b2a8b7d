import { act, screen } from '@testing-library/react';
import { LOW_DATA_ATTRIBUTE } from '@tulia/shared/ui';
import { renderWithProviders } from '../../../test/render';
import { setInView } from '../../../test/intersection-observer';
import { staticMediaQueryList } from '../../../test/match-media';
import ImpactSection from './ImpactSection';

const shown = (key: string) => screen.getByTestId(`impact-${key}-value`).textContent;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, reduce && query.includes('prefers-reduced-motion')));
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
    expect(shown('reached')).toBe('0K+');
    expect(shown('carers')).toBe('0+');
    expect(shown('target')).toBe('0M');
  });

  it('count up to 50K+, 100+ and 10M in steps of 30, 25 and 100 ms once visible', () => {
    reduceMotion(false);
    renderWithProviders(<ImpactSection />);
    act(() => setInView(screen.getByTestId('impact-figures')));

    advance(30);
    expect(shown('reached')).toBe('1K+');
    expect(shown('carers')).toBe('1+');
    expect(shown('target')).toBe('0M');

    advance(70); // 100 ms
    expect(shown('reached')).toBe('3K+');
    expect(shown('carers')).toBe('4+');
    expect(shown('target')).toBe('1M');

    advance(900); // 1000 ms
    expect(shown('target')).toBe('10M');
    expect(shown('carers')).toBe('40+');

    advance(500); // 1500 ms
    expect(shown('reached')).toBe('50K+');

    advance(1000); // 2500 ms
    expect(shown('carers')).toBe('100+');

    advance(10_000);
    expect(shown('reached')).toBe('50K+');
    expect(shown('carers')).toBe('100+');
    expect(shown('target')).toBe('10M');
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
    expect(shown('reached')).toBe('50K+');
    expect(shown('carers')).toBe('100+');
    expect(shown('target')).toBe('10M');
  });

  it('show the final figures at once for visitors who asked for low data, and never count', () => {
    reduceMotion(false);
    document.documentElement.setAttribute(LOW_DATA_ATTRIBUTE, '');
    renderWithProviders(<ImpactSection />);
    expect(shown('reached')).toBe('50K+');
    act(() => setInView(screen.getByTestId('impact-figures')));
    advance(30);
    expect(shown('reached')).toBe('50K+');
    expect(shown('carers')).toBe('100+');
    expect(shown('target')).toBe('10M');
  });
});
