import { Box, Container, Flex, IconButton, Link } from '@tulia/shared/chakra';
import { siteConfig } from '@tulia/shared/site-config';
import { QuickExitButton } from '@tulia/shared/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '@tulia/shared/router';
import { helplineHref } from '../common/contact-links';
import { CloseIcon, MenuIcon, PhoneIcon } from '../common/icons';
import { DesktopNavigation } from './DesktopNavigation';
import { MobileMenu } from './MobileMenu';
import { SiteLogo } from './SiteLogo';
import { OPENS_AT_ONCE_ATTRIBUTE, PAGE_SCROLLED_ATTRIBUTE, PAGE_SCROLLED_THRESHOLD_PX } from '@tulia/shared/page-marks';
import { useScrolledPast } from './useScrolledPast';

/**
 * The bar at the top of every public page: transparent over the page's top, then white,
 * blurred and shadowed once the page is scrolled past 20 px.
 *
 * It holds "Exit this page" (docs/visitor-safety.md), always in sight as the bar is sticky: in
 * the bar beside the helpline and the menu on phones and tablets; on wide screens, where the
 * links fill the bar, just under its right end, out of the flow (no layout shift, nothing of the
 * bar covered).
 */
const solidBar = { bg: 'rgba(255, 255, 255, 0.92)', backdropFilter: 'saturate(180%) blur(12px)' } as const;
const transparentBar = { bg: 'transparent', backdropFilter: 'none', boxShadow: 'none' } as const;
/**
 * Under an open menu the bar is plain white, at once: the menu answers a tap within the frame,
 * and a blur of what lies behind, faded in, costs a cheap phone's graphics several frames
 * (measured: docs/decisions.md, "Rendering long pages"). The blur is the scrolled bar's.
 */
const openBar = { bg: 'white', backdropFilter: 'none', transition: 'none' } as const;

export function TopNavigation() {
  const scrolled = useScrolledPast(PAGE_SCROLLED_THRESHOLD_PX);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following any link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpenOn(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      closeMenu();
      toggleRef.current?.focus();
    }
  };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-testid="top-navigation"
      data-scrolled={scrolled ? 'true' : 'false'}
      transition="background-color 0.2s, box-shadow 0.2s"
      {...(menuOpen ? openBar : transparentBar)}
      // Scrolled, the bar is solid by the mark the page keeps on <html> from its first moment
      // (before the app wakes), not by React's state.
      // Likewise with the menu opened before the app wakes (its toggle says so).
      css={{
        [`html[${PAGE_SCROLLED_ATTRIBUTE}] &`]: { ...solidBar, boxShadow: '0 4px 20px rgba(6, 45, 38, 0.08)' },
        [`&:has([${OPENS_AT_ONCE_ATTRIBUTE}][aria-expanded="true"])`]: openBar,
      }}
      onKeyDown={onKeyDown}
    >
      <Container maxW="7xl" position="relative">
        <Flex align="center" h="16" gap="2">
          <SiteLogo />
          <DesktopNavigation />
          <QuickExitButton ms="auto" position={{ lg: 'absolute' }} top={{ lg: 'calc(100% + 0.5rem)' }} right={{ lg: '8' }} />
          <Flex hideFrom="lg" align="center" gap="1">
            <IconButton asChild variant="ghost" colorPalette="sunrise" aria-label={`Call the 24/7 helpline: ${siteConfig.helplineDisplay}`}>
              <Link href={helplineHref} color="sunrise.800">
                <PhoneIcon boxSize="5" />
              </Link>
            </IconButton>
            <IconButton
              ref={toggleRef}
              variant="ghost"
              colorPalette="gray"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
              {...{ [OPENS_AT_ONCE_ATTRIBUTE]: '' }}
            >
              {menuOpen ? <CloseIcon boxSize="6" /> : <MenuIcon boxSize="6" />}
            </IconButton>
          </Flex>
        </Flex>
      </Container>
      {/* In the HTML while closed too, so that a tap opens it before the app wakes. */}
      <MobileMenu id={menuId} hidden={!menuOpen} onNavigate={closeMenu} />
    </Box>
  );
}
