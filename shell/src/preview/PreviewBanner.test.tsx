import { ChakraProvider } from '@tulia/shared/chakra';
import { system } from '@tulia/shared/theme';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewBanner } from './PreviewBanner';
import { activePreviews, endPreview } from './preview-session';

vi.mock('./preview-session', () => {
  // One object, as the real store returns until it changes.
  const none = {};
  return {
    activePreviews: vi.fn(() => none),
    subscribePreviews: () => () => undefined,
    endPreview: vi.fn(),
  };
});

const renderBanner = () =>
  render(
    <ChakraProvider value={system}>
      <PreviewBanner />
    </ChakraProvider>,
  );

describe('PreviewBanner', () => {
  it('is not there without a preview', () => {
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('names every previewed remote and ends the preview from the keyboard', async () => {
    const previews = {
      'mfe-admin-content': { version: '1.0.0-ab12cd34', until: Date.now() + 1000 },
      'mfe-public': { version: '1.0.0-aaaa1111', until: Date.now() + 1000 },
    };
    vi.mocked(activePreviews).mockReturnValue(previews);
    renderBanner();
    const region = screen.getByRole('region', { name: 'Preview' });
    const banner = within(region);
    // One line per remote (the version is a span of its own, kept whole on a narrow screen).
    expect(Array.from(region.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      'Previewing mfe-admin-content 1.0.0-ab12cd34',
      'Previewing mfe-public 1.0.0-aaaa1111',
    ]);

    const user = userEvent.setup();
    await user.tab();
    expect(banner.getByRole('button', { name: 'End preview' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(endPreview).toHaveBeenCalledTimes(1);
  });
});
