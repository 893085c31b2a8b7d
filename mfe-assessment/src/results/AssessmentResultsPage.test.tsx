import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from '@tulia/shared/router';
import { QUICK_EXIT_EVENT } from '@tulia/shared/safety';
import { mailtoHref, siteConfig, telHref } from '@tulia/shared/site-config';
import { StrictMode } from 'react';
import { LocationProbe, renderAtRoute } from '../test/render';
import AssessmentResultsPage from './AssessmentResultsPage';
import { forgetResult, holdResult, useVisitResult } from './visit-result';

const answersEndingWith = (lastAnswer: number) => [...Array.from({ length: 17 }, () => 3), lastAnswer];
const resultOf = (score: number, lastAnswer = 5) => ({ score, maxScore: 80, answers: answersEndingWith(lastAnswer) });
const showResult = (score: number, lastAnswer = 5) => {
  holdResult(resultOf(score, lastAnswer));
  return renderAtRoute(<AssessmentResultsPage />, { pathname: '/assessment-results' });
};
const heldResult = () => useVisitResult.getState().result;
// The page forgets the result a moment (a microtask) after the visitor has left it.
const settle = () => act(() => Promise.resolve());

/** Any other page: lets the test press the browser's Back. */
function OtherPage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** The results page after the assessment, with a history to go back and forth in. */
function renderVisit() {
  return render(
    <MemoryRouter initialEntries={['/assessment', '/assessment-results']} initialIndex={1}>
      <Routes>
        <Route path="/assessment-results" element={<AssessmentResultsPage />} />
        <Route path="*" element={<OtherPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('AssessmentResultsPage', () => {
  afterEach(() => {
    forgetResult();
  });

  it('sends a visitor without a result to the assessment', () => {
    renderAtRoute(<AssessmentResultsPage />, { pathname: '/assessment-results' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment$/);
    expect(screen.queryByText('Your Results')).not.toBeInTheDocument();
  });

  it('never shows a result from navigation state (an old history entry), only the assessment’s start', () => {
    // No route table here: the page stays mounted after the URL moves, so its content can be read.
    render(
      <MemoryRouter initialEntries={[{ pathname: '/assessment-results', state: resultOf(40) }]}>
        <AssessmentResultsPage />
        <LocationProbe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
    expect(screen.queryByTestId('result-band')).not.toBeInTheDocument();
  });

  it('forgets the result once the visitor leaves: Back to the results page finds nothing', async () => {
    holdResult(resultOf(50));
    renderVisit();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Results' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Download App' }));
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(heldResult()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment$/);
    expect(screen.queryByText('Your Results')).not.toBeInTheDocument();
  });

  it('keeps the result while React only mounts the page again at the same address (StrictMode)', async () => {
    holdResult(resultOf(50));
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/assessment-results']}>
          <AssessmentResultsPage />
          <LocationProbe />
        </MemoryRouter>
      </StrictMode>,
    );
    await settle();
    expect(screen.getByTestId('result-score')).toHaveTextContent('50/80');
    expect(screen.getByTestId('location')).toHaveTextContent('/assessment-results');
    expect(heldResult()).not.toBeNull();
  });

  it('forgets the result at once on the quick exit', async () => {
    showResult(50);
    expect(screen.getByTestId('result-score')).toHaveTextContent('50/80');
    act(() => {
      window.dispatchEvent(new Event(QUICK_EXIT_EVENT));
    });
    expect(heldResult()).toBeNull();
    expect(screen.queryByTestId('result-score')).not.toBeInTheDocument();
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment$/);
  });

  it('shows the crisis panel first, with the helpline, the crisis e-mail and the emergency advice', () => {
    showResult(76, 1);
    const panel = screen.getByRole('region', { name: 'CRISIS SUPPORT NEEDED' });
    expect(within(panel).getByRole('link', { name: siteConfig.helplineDisplay })).toHaveAttribute('href', telHref(siteConfig.helplineTel));
    expect(within(panel).getByRole('link', { name: siteConfig.crisisEmail })).toHaveAttribute('href', mailtoHref(siteConfig.crisisEmail));
    expect(within(panel).getByText("If you're in immediate danger, please call emergency services or go to your nearest hospital.")).toBeInTheDocument();
    // First on the page, before the band and score.
    const band = screen.getByTestId('result-band');
    expect(panel.compareDocumentPosition(band) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel).toHaveFocus();
    expect(within(band).getByText('Ndege')).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('76/80');
  });

  it('shows an urgent Ndege result with the helpline but without the crisis panel', () => {
    showResult(32);
    expect(screen.queryByText('CRISIS SUPPORT NEEDED')).not.toBeInTheDocument();
    const callout = screen.getByTestId('urgent-helpline');
    expect(within(callout).getByRole('link', { name: siteConfig.helplineDisplay })).toHaveAttribute('href', telHref(siteConfig.helplineTel));
    expect(within(screen.getByTestId('result-band')).getByText('Ndege')).toBeInTheDocument();
    expect(screen.getByText('Score range 18-32')).toBeInTheDocument();
  });

  it('shows a Twiga result as score/max and percent, with recommendations and next steps', () => {
    showResult(50);
    expect(within(screen.getByTestId('result-band')).getByText('Twiga')).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('50/80');
    expect(screen.getByTestId('result-percent')).toHaveTextContent('63%');
    expect(screen.getByRole('heading', { name: 'What might help' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    // The result is where the visitor lands.
    expect(screen.getByRole('region', { name: 'Finding your balance' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByTestId('urgent-helpline')).not.toBeInTheDocument();
  });

  it('states the Simba range as 64-80', () => {
    showResult(64);
    expect(within(screen.getByTestId('result-band')).getByText('Simba')).toBeInTheDocument();
    expect(screen.getByText('Score range 64-80')).toBeInTheDocument();
  });

  it('offers a retake and the app download', () => {
    showResult(70);
    expect(screen.getByRole('link', { name: 'Retake Assessment' })).toHaveAttribute('href', '/assessment');
    expect(screen.getByRole('link', { name: 'Download App' })).toHaveAttribute('href', '/');
  });
});
