import { Box, Container, Flex, Link } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { TopNavigation } from './TopNavigation';
import { usePageTopOnNavigation } from './usePageTopOnNavigation';
import { useLocation } from '@tulia/shared/router';

// Home is made of full-width bands and lays out its own width; every other page (ours, the
// assessment's and the shell's 404) is set in the layout's centred column.
const fullWidthRoutes = new Set(['/']);

/** The public chrome around every public page: skip link, top navigation, the page, the footer. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  usePageTopOnNavigation();
  return (
    <Flex
      direction="column"
      minH="100vh"
      data-remote="mfe-public"
      data-remote-version={__REMOTE_VERSION__}
      data-testid="public-layout"
      // A soft morning tint behind the transparent bar and the top of each page.
      css={{ background: 'linear-gradient(180deg, var(--chakra-colors-brand-50) 0, white 560px) no-repeat, white' }}
    >
      <Link
        href="#main-content"
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="white"
        color="brand.800"
        px="4"
        py="2"
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: '4' }}
      >
        Skip to main content
      </Link>
      <TopNavigation />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none">
        {fullWidthRoutes.has(pathname) ? (
          children
        ) : (
          <Container maxW="6xl" py={{ base: '8', md: '12' }}>
            {children}
          </Container>
        )}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
