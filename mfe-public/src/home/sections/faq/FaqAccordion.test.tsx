import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { FaqAccordion } from './FaqAccordion';
import { faqItems } from './faq-items';

const items = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details'));
const summaryOf = (question: string) => Array.from(document.querySelectorAll('summary')).find((summary) => summary.textContent === question) as HTMLElement;
const itemOf = (question: string) => summaryOf(question).closest('details') as HTMLDetailsElement;
const answerOf = (question: string) => within(itemOf(question)).getByTestId('faq-answer');
const openCount = () => document.querySelectorAll('details[open]').length;

describe('FaqAccordion', () => {
  it('has ten questions on the topics of the specification, each a summary holding its h3, all closed at first', () => {
    renderWithProviders(<FaqAccordion items={faqItems} />);
    expect(faqItems).toHaveLength(10);
    expect(items()).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(faqItems.map((item) => item.question));
    for (const item of items()) {
      expect(item).toHaveAttribute('name', 'faq');
      expect(item.querySelector(':scope > summary h3')).not.toBeNull();
    }
    expect(openCount()).toBe(0);
    // Every answer is in the page (readable without scripts once opened), hidden while closed.
    for (const { question } of faqItems) expect(answerOf(question)).not.toBeVisible();
  });

  it('opens an answer when its question is clicked, and closes it when clicked again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={faqItems} />);
    const question = faqItems[0]?.question ?? '';
    await user.click(summaryOf(question));
    expect(itemOf(question).open).toBe(true);
    expect(answerOf(question)).toBeVisible();
    expect(answerOf(question)).toHaveTextContent(/mental wellness app and website for young people in Kenya/);
    await user.click(summaryOf(question));
    expect(itemOf(question).open).toBe(false);
    expect(answerOf(question)).not.toBeVisible();
  });

  it('keeps at most one answer open, also where the browser does not group <details name>', async () => {
    // jsdom does not close the other items of a name group: this exercises onToggle.
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={faqItems} />);
    const [, second, , , fifth] = faqItems.map((item) => item.question);
    await user.click(summaryOf(second ?? ''));
    await waitFor(() => expect(openCount()).toBe(1));
    await user.click(summaryOf(fifth ?? ''));
    await waitFor(() => expect(itemOf(second ?? '').open).toBe(false));
    expect(openCount()).toBe(1);
    expect(itemOf(fifth ?? '').open).toBe(true);
    expect(answerOf(second ?? '')).not.toBeVisible();
    await user.click(summaryOf(fifth ?? ''));
    await waitFor(() => expect(openCount()).toBe(0));
  });

  it('answers "what if I need help right now" with the helpline and emergency services', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={faqItems} />);
    await user.click(summaryOf('What if I need help right now?'));
    const answer = answerOf('What if I need help right now?');
    expect(answer).toBeVisible();
    expect(answer.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
  });
});
