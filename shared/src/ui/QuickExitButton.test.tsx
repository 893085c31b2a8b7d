import { ChakraProvider } from '@tulia/shared/chakra';
import { siteConfig } from '@tulia/shared/site-config';
import { system } from '@tulia/shared/theme';
import { render, screen } from '@testing-library/react';
import { renderThenHydrate, type HydrationResult } from '../../../scripts/testing/hydration';
import { QuickExitButton } from './QuickExitButton';

describe('QuickExitButton', () => {
  it('is a link to the neutral site, presented as a button named "Exit this page", with the shortcut as its description', () => {
    render(
      <ChakraProvider value={system}>
        <QuickExitButton />
      </ChakraProvider>,
    );
    const exit = screen.getByRole('button', { name: 'Emergency Exit this page' });
    expect(exit.tagName).toBe('A');
    expect(exit).toHaveAttribute('href', siteConfig.quickExitUrl);
    expect(exit).toHaveAttribute('data-quick-exit');
    expect(exit).toHaveAttribute('rel', 'nofollow noreferrer');
    expect(exit).toHaveAccessibleDescription('Or press the Shift key 3 times.');
    // The hint is only a description: not shown, not part of the name.
    expect(document.getElementById(exit.getAttribute('aria-describedby') ?? '')).not.toBeVisible();
  });

  describe('server and browser', () => {
    let result: HydrationResult | undefined;
    afterEach(() => result?.unmount());

    it('renders the same HTML on the server and hydrates without a mismatch, twice on one page', async () => {
      result = await renderThenHydrate(
        <ChakraProvider value={system}>
          <header>
            <QuickExitButton />
          </header>
          <div role="dialog" aria-label="Chat helper">
            <QuickExitButton size="xs" />
          </div>
        </ChakraProvider>,
      );
      expect(result.problems).toEqual([]);
      expect(result.replacedElements).toBe(0);
      const [first, second] = screen.getAllByRole('button', { name: 'Emergency Exit this page' });
      // Each one's description is its own.
      expect(first?.getAttribute('aria-describedby')).not.toBe(second?.getAttribute('aria-describedby'));
      expect(second).toHaveAccessibleDescription('Or press the Shift key 3 times.');
    });
  });
});
