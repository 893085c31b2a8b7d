import { Box, Container, Flex, HStack, Link, Text } from '@tulia/shared/chakra';
import { siteConfig, telHref } from '@tulia/shared/site-config';
import { QuickExitButton } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@tulia/shared/router';

/**
 * The shell's own minimal public chrome, used while the public layout loads and whenever
 * mfe-public is down: a visitor in crisis always sees the helpline, and "Exit this page" stays
 * in sight (the bar is sticky).
 */
export function FallbackPublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" data-testid="fallback-public-layout">
      <Box as="header" borderBottomWidth="1px" bg="white" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Link asChild fontWeight="bold" color="brand.700" fontSize="lg">
              <RouterLink to="/">{siteConfig.productName}</RouterLink>
            </Link>
            <HStack gap="3" wrap="wrap" justify="flex-end">
              <Link href={telHref(siteConfig.helplineTel)} color="red.700" fontWeight="semibold" data-testid="fallback-helpline">
                24/7 Helpline: {siteConfig.helplineDisplay}
              </Link>
              <QuickExitButton />
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Container maxW="6xl" py="8">
          {children}
        </Container>
      </Box>
      <Box as="footer" borderTopWidth="1px" bg="gray.50">
        <Container maxW="6xl" py="4">
          <Text fontSize="sm" color="gray.700">
            In an emergency call {siteConfig.emergencyNumber} or go to your nearest hospital.
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
