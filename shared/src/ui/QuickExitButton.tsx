import { Box, Button, type ButtonProps } from '@tulia/shared/chakra';
import { siteConfig } from '@tulia/shared/site-config';
import { useId } from 'react';

export type QuickExitButtonProps = Omit<ButtonProps, 'asChild' | 'children'>;

/**
 * "Exit this page", after the GOV.UK component of that name: a real link to the neutral site of
 * the site configuration, so that it leaves even before the app has loaded or with JavaScript
 * off. The page-wide behaviour, started on every page before the app, catches its activation
 * (click, tap, Enter or Space) and the Shift key pressed 3 times: it hides the page, forgets the
 * visit and replaces the page with the neutral site, so that Back does not return to it.
 *
 * As GOV.UK's, it is a link presented as a button whose name starts with a hidden "Emergency"
 * (it is a safety tool, not a way out of a form), and screen readers hear the keyboard shortcut
 * as its description. Callers place it (sticky or fixed, never covering the helpline or the
 * chat button); it renders the same on the server and in the browser.
 */
export function QuickExitButton(props: QuickExitButtonProps) {
  const hintId = useId();
  return (
    <Button
      asChild
      colorPalette="red"
      size="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      flexShrink={0}
      css={{ '@media print': { display: 'none' } }}
      {...props}
    >
      <a
        href={siteConfig.quickExitUrl}
        role="button"
        rel="nofollow noreferrer"
        draggable={false}
        aria-describedby={hintId}
        // How the page-wide behaviour (shell/src/safety/quick-exit.ts) finds every exit control.
        data-quick-exit=""
      >
        <Box as="span" srOnly>
          Emergency
        </Box>{' '}
        Exit this page
        {/* Read as the link's description (a hidden element a description points to is read). */}
        <span id={hintId} hidden>
          Or press the Shift key 3 times.
        </span>
      </a>
    </Button>
  );
}
