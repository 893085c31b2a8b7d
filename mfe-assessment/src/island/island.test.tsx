import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerIsland, takeOverIsland } from '@tulia/shared/page-marks';
import { questionBank } from '../question-bank';
import AssessmentPage from '../assessment/AssessmentPage';
import AssessmentResultsPage from '../results/AssessmentResultsPage';
import { forgetResult, useVisitResult } from '../results/visit-result';
import { renderAtRoute } from '../test/render';
import { AssessmentIsland, type HandoverRef } from './AssessmentIsland';
import { ASSESSMENT_ISLAND, type AssessmentHandover } from './handover';

const firstScore = (at: number) => questionBank[at]?.options[0]?.score ?? 0;
const answeredUpTo = (count: number) => questionBank.map((_, at) => (at < count ? firstScore(at) : undefined));

/** A running island, as the island's script registers it, handing over `state`. */
function runningIsland(state: AssessmentHandover) {
  const handOver = vi.fn(() => state);
  registerIsland(ASSESSMENT_ISLAND, { handOver });
  return handOver;
}

describe("the app takes the assessment's island over", () => {
  afterEach(() => {
    takeOverIsland(ASSESSMENT_ISLAND);
    forgetResult();
  });

  it('carries on from the question and the answers the island had', () => {
    const handOver = runningIsland({ progress: { index: 3, answers: answeredUpTo(3) } });
    renderAtRoute(<AssessmentPage />, { pathname: '/assessment' });
    expect(handOver).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Question 4 of 18')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 3 of 18')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('starts afresh from a state that does not fit the questionnaire', () => {
    runningIsland({ progress: { index: 40, answers: [] } });
    renderAtRoute(<AssessmentPage />, { pathname: '/assessment' });
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
  });

  it('keeps the result the island showed on the results page', () => {
    runningIsland({ result: { score: 31, maxScore: 80, answers: answeredUpTo(18).map((answer) => answer ?? 0) } });
    renderAtRoute(<AssessmentResultsPage />, { pathname: '/assessment-results' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Results' })).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('31/80');
  });
});

describe("the assessment's island", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/assessment');
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetResult();
  });

  it('keeps its progress for the app, shows the result at the results address, and Back starts afresh', () => {
    const handoverRef: HandoverRef = { current: undefined };
    const hydrated = vi.fn();
    render(<AssessmentIsland handoverRef={handoverRef} onHydrated={hydrated} />);
    expect(hydrated).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByText('Question 2 of 18')).toBeInTheDocument();
    expect(handoverRef.current).toEqual({ progress: { index: 1, answers: answeredUpTo(1) } });
    for (let question = 2; question <= 18; question += 1) {
      fireEvent.click(screen.getByRole('radio', { name: question === 18 ? 'No' : (questionBank[question - 1]?.options[0]?.text ?? '') }));
      act(() => {
        vi.advanceTimersByTime(500);
      });
    }
    expect(window.location.pathname).toBe('/assessment-results');
    expect(document.title).toBe('Your Results | Tulia');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Results' })).toBeInTheDocument();
    expect(handoverRef.current).toEqual({ result: useVisitResult.getState().result });
    // Back: the questions afresh, the result forgotten.
    act(() => {
      window.history.replaceState(null, '', '/assessment');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
    expect(useVisitResult.getState().result).toBeNull();
  });
});
