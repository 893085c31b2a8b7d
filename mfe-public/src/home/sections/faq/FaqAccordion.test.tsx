import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { FaqAccordion } from './FaqAccordion';
import { faqItems } from './faq-items';

const question = (index: number) => screen.getAllByRole('button')[index] as HTMLElement;
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const openCount = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true').length;

describe('FaqAccordion', () => {
  it('has ten questions on the topics of the specification, all closed at first', () => {
    renderWithProviders(<FaqAccordion items={faqItems} />);
    expect(faqItems).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(openCount()).toBe(0);
    for (const button of screen.getAllByRole('button')) {
      expect(answerOf(button)).not.toBeVisible();
    }
  });

  it('wires each question to its answer region (aria-expanded, aria-controls, aria-labelledby)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={faqItems} />);
    const first = question(0);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: faqItems[0]?.question });
    expect(region).toBe(answerOf(first));
    expect(region).toBeVisible();
  });

  it('keeps at most one answer open, and closes the open one when it is clicked again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={faqItems} />);
    await user.click(question(1));
    expect(openCount()).toBe(1);
    await user.click(question(4));
    expect(openCount()).toBe(1);
    expect(question(1)).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(question(1))).not.toBeVisible();
    expect(question(4)).toHaveAttribute('aria-expanded', 'true');
    await user.click(question(4));
    expect(openCount()).toBe(0);
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={faqItems} />);
    await user.tab();
    expect(question(0)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers "what if I need help right now" with the helpline and emergency services', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={faqItems} />);
    await user.click(screen.getByRole('button', { name: 'What if I need help right now?' }));
    const answer = screen.getByRole('region', { name: 'What if I need help right now?' });
    expect(answer.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
  });
});
