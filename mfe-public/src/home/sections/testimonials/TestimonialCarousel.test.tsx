import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { TestimonialCarousel } from './TestimonialCarousel';
import { testimonials } from './testimonials';

const slide = () => screen.getByTestId('testimonial-slide');
const previous = () => screen.getByRole('button', { name: 'Previous story' });
const next = () => screen.getByRole('button', { name: 'Next story' });
const dots = () => within(screen.getByRole('group', { name: 'Choose a story' })).getAllByRole('button');
const currentDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');

function render() {
  renderWithProviders(<TestimonialCarousel testimonials={testimonials} label="Stories from our community" />);
}

describe('TestimonialCarousel', () => {
  it('holds the five stories: three from Rafikis and two from therapy clients, one anonymous', () => {
    expect(testimonials).toHaveLength(5);
    expect(testimonials.filter((story) => story.type === 'Rafiki')).toHaveLength(3);
    const clients = testimonials.filter((story) => story.type === 'Client');
    expect(clients).toHaveLength(2);
    expect(clients.filter((story) => story.name === 'Anonymous')).toHaveLength(1);
  });

  it('is a labelled carousel whose slide says where the reader is', () => {
    render();
    expect(screen.getByRole('region', { name: 'Stories from our community' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide()).toHaveAccessibleName('1 of 5');
    expect(slide()).toHaveTextContent(testimonials[0]?.text ?? '');
  });

  it('clamps the arrows at the first and the last story', async () => {
    const user = userEvent.setup();
    render();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    for (let step = 2; step <= 5; step += 1) {
      await user.click(next());
      expect(slide()).toHaveAccessibleName(`${step} of 5`);
    }
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    expect(slide()).toHaveTextContent(testimonials[4]?.text ?? '');
    // Focus is not dropped when the pressed arrow becomes disabled.
    expect(previous()).toHaveFocus();

    for (let step = 4; step >= 1; step -= 1) {
      await user.click(previous());
      expect(slide()).toHaveAccessibleName(`${step} of 5`);
    }
    expect(previous()).toBeDisabled();
    expect(next()).toHaveFocus();
  });

  it('jumps to a story with its dot', async () => {
    const user = userEvent.setup();
    render();
    expect(dots()).toHaveLength(5);
    expect(currentDot()).toBe(0);
    await user.click(dots()[3] as HTMLElement);
    expect(slide()).toHaveAccessibleName('4 of 5');
    expect(slide()).toHaveTextContent(testimonials[3]?.text ?? '');
    expect(currentDot()).toBe(3);
    await user.click(dots()[4] as HTMLElement);
    expect(next()).toBeDisabled();
  });

  it('moves with the arrow keys, Home and End on the focused story, without wrapping', async () => {
    const user = userEvent.setup();
    render();
    slide().focus();
    await user.keyboard('{ArrowLeft}');
    expect(slide()).toHaveAccessibleName('1 of 5');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slide()).toHaveAccessibleName('3 of 5');
    await user.keyboard('{End}');
    expect(slide()).toHaveAccessibleName('5 of 5');
    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('5 of 5');
    await user.keyboard('{Home}');
    expect(slide()).toHaveAccessibleName('1 of 5');
  });
});
