import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { setEverythingInView } from '../test/intersection-observer';
import HomePage from './HomePage';

const sectionOrder = ['hero', 'how-it-works', 'core-features', 'impact', 'testimonials', 'why', 'partners', 'faq'];
const renderedSections = () => Array.from(document.querySelectorAll('[data-home-section]')).map((section) => section.getAttribute('data-home-section'));

describe('HomePage', () => {
  it('paints the hero at once and loads the other sections only as they come near', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: /A safe digital sanctuary for your mental health/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Free Assessment' })).toHaveAttribute('href', '/assessment');
    expect(renderedSections()).toEqual(['hero']);
    expect(document.querySelectorAll('[data-pending-section]')).toHaveLength(7);

    // Scrolling down brings every placeholder near the viewport in turn.
    await waitFor(
      () => {
        act(() => setEverythingInView());
        expect(renderedSections()).toEqual(sectionOrder);
      },
      { timeout: 10_000 },
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('loads every section at once when the address points further down the page', async () => {
    renderWithProviders(<HomePage />, { path: '/#faq' });
    await waitFor(() => expect(renderedSections()).toEqual(sectionOrder), { timeout: 10_000 });
    expect(document.getElementById('faq')).toBeInTheDocument();
    expect(document.getElementById('download-app')).toBeInTheDocument();
  });
});
