import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateAgain, WAKING_CONTROL_ATTRIBUTE } from '@tulia/shared/page-marks';
import { QUICK_EXIT_EVENT } from '@tulia/shared/safety';
import { helplineWords, siteConfig, telHref } from '@tulia/shared/site-config';
import { questionBank } from '../question-bank';
import { forgetResult, useVisitResult } from '../results/visit-result';
import { renderAtRoute } from '../test/render';
import AssessmentPage from './AssessmentPage';

const renderAssessment = () => renderAtRoute(<AssessmentPage />, { pathname: '/assessment' });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const radio = (name: string) => screen.getByRole('radio', { name });
const questionHeading = (id: number) => screen.getByRole('heading', { level: 2, name: questionBank[id - 1]?.text });
const heldResult = () => useVisitResult.getState().result;

describe('AssessmentPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetResult();
  });

  it('starts on question 1 with the progress, Previous disabled and Next dimmed', () => {
    renderAssessment();
    expect(screen.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
    expect(screen.getByText('6% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: questionBank[0]?.text })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('offers the helpline on the start screen', () => {
    renderAssessment();
    expect(screen.getByText(`If you need to talk to someone now, call ${helplineWords.phrase} on`, { exact: false })).toContainElement(
      screen.getByRole('link', { name: siteConfig.helplineDisplay }),
    );
    expect(screen.getByRole('link', { name: siteConfig.helplineDisplay })).toHaveAttribute('href', telHref(siteConfig.helplineTel));
  });

  it('highlights the choice and advances 300 ms later, moving focus to the new question', () => {
    renderAssessment();
    fireEvent.click(radio('Often'));
    expect(radio('Often')).toHaveAttribute('aria-checked', 'true');
    wait(299);
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
    wait(1);
    expect(screen.getByText('Question 2 of 18')).toBeInTheDocument();
    expect(screen.getByText('11% complete')).toBeInTheDocument();
    expect(questionHeading(2)).toHaveFocus();
  });

  it('counts the pause from when a choice tapped before its code was there was drawn as chosen', () => {
    renderAssessment();
    // Drawn as chosen by the wake-up script 200 ms ago, replayed now that the code is here.
    radio('Often').setAttribute(WAKING_CONTROL_ATTRIBUTE, String(performance.now() - 200));
    act(() => activateAgain(radio('Often')));
    expect(radio('Often')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Often')).not.toHaveAttribute(WAKING_CONTROL_ATTRIBUTE);
    wait(99);
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
    wait(1);
    expect(screen.getByText('Question 2 of 18')).toBeInTheDocument();
    // Drawn long enough ago: the next question follows at once.
    radio('Quite well').setAttribute(WAKING_CONTROL_ATTRIBUTE, String(performance.now() - 1000));
    act(() => activateAgain(radio('Quite well')));
    wait(0);
    expect(screen.getByText('Question 3 of 18')).toBeInTheDocument();
    // A choice made now still waits the whole 300 ms.
    fireEvent.click(radio('Enough on most days'));
    wait(299);
    expect(screen.getByText('Question 3 of 18')).toBeInTheDocument();
    wait(1);
    expect(screen.getByText('Question 4 of 18')).toBeInTheDocument();
  });

  it('goes back with Previous and keeps the chosen option highlighted', () => {
    renderAssessment();
    fireEvent.click(radio('Sometimes'));
    wait(300);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
    expect(radio('Sometimes')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Often')).toHaveAttribute('aria-checked', 'false');
    // Answered, so Next is available again; unanswered question 2 is not.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 18')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('does not advance when Previous is pressed during the auto-advance delay', () => {
    renderAssessment();
    fireEvent.click(radio('Often'));
    wait(300);
    fireEvent.click(radio('A little'));
    wait(100);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    wait(1000);
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
  });

  it('after the last answer, opens the results 500 ms later, holding score, maxScore and answers in memory only', () => {
    renderAssessment();
    const chosen: number[] = [];
    for (const question of questionBank) {
      // The highest-scoring option, except "Yes" (1) to question 17.
      const option = question.id === 17 ? question.options[0]! : question.options.reduce((a, b) => (b.score > a.score ? b : a));
      chosen.push(option.score);
      fireEvent.click(radio(option.text));
      if (question.id < 18) wait(300);
    }
    expect(screen.getByText('Question 18 of 18')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    wait(499);
    expect(screen.getByTestId('location')).toHaveTextContent('/assessment');
    expect(screen.getByTestId('location')).not.toHaveTextContent('/assessment-results');
    expect(heldResult()).toBeNull();
    wait(1);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/assessment-results');
    expect(heldResult()).toEqual({ score: 76, maxScore: 80, answers: chosen });
    // Not in navigation state: Back or a reload would show it again.
    expect(location).toHaveAttribute('data-state', 'null');
  });

  it('forgets the answers at once on the quick exit, and the results never open', () => {
    renderAssessment();
    for (const question of questionBank) {
      fireEvent.click(radio(question.options[1]!.text));
      if (question.id < 18) wait(300);
    }
    expect(screen.getByText('Question 18 of 18')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(QUICK_EXIT_EVENT));
    });
    expect(screen.getByText('Question 1 of 18')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').filter((option) => option.getAttribute('aria-checked') === 'true')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    wait(5000);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assessment$/);
    expect(heldResult()).toBeNull();
  });

  it('shows the helpline with the question about ending one’s life', () => {
    renderAssessment();
    for (const question of questionBank.slice(0, 17)) {
      expect(screen.queryByTestId('sensitive-question-note')).not.toBeInTheDocument();
      fireEvent.click(radio(question.options[0]!.text));
      wait(300);
    }
    expect(screen.getByText('Question 18 of 18')).toBeInTheDocument();
    expect(screen.getByTestId('sensitive-question-note')).toHaveTextContent(`${helplineWords.phrase} on ${siteConfig.helplineDisplay}`);
  });
});

// Real timers here: Testing Library only advances fake timers for user-event under Jest, not Vitest.
describe('AssessmentPage by keyboard', () => {
  it('is operable by keyboard: Tab enters the group, arrows move between options, Space or Enter chooses', async () => {
    const user = userEvent.setup();
    renderAssessment();
    const [first, second] = screen.getAllByRole('radio');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');
    // Moving does not choose: a choice would auto-advance past the question.
    expect(second).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{End}');
    expect(radio('Almost always')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('Question 2 of 18')).toBeInTheDocument();
    // Focus moves in a passive effect, which may run after the new text is in the document.
    await waitFor(() => expect(questionHeading(2)).toHaveFocus());
    await user.tab();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getAllByRole('radio')[1]).toHaveAttribute('aria-checked', 'true');
  });
});
