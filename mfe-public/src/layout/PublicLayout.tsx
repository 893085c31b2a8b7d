import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { siteConfig, telHref } from '@tulia/shared/site-config';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

const navigation = [
  { to: '/', label: 'Home' },
  { to: '/assessment', label: 'Take Assessment' },
  { to: '/our-story', label: 'Our Story' },
  { to: '/contact', label: 'Contact Us' },
];

/** The public chrome around every public page: top navigation, helpline, footer. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" data-remote="mfe-public" data-testid="public-layout">
      <Box as="header" borderBottomWidth="1px" bg="white">
        <Container maxW="6xl" py="3">
          <Flex as="nav" aria-label="Main" align="center" justify="space-between" gap="4" wrap="wrap">
            <Text fontWeight="bold" color="brand.700" fontSize="lg">
              {siteConfig.productName}
            </Text>
            <HStack gap="4" wrap="wrap">
              {navigation.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.to === '/'}>
                  {({ isActive }) => (
                    <Text as="span" fontWeight={isActive ? 'bold' : 'normal'} color={isActive ? 'brand.700' : 'gray.700'}>
                      {item.label}
                    </Text>
                  )}
                </NavLink>
              ))}
              <Link href={telHref(siteConfig.helplineTel)} color="red.700" fontWeight="semibold">
                24/7 Helpline: {siteConfig.helplineDisplay}
              </Link>
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
        <Container maxW="6xl" py="6">
          <Text color="gray.700" fontSize="sm">
            © {new Date().getFullYear()} {siteConfig.organisation}. All rights reserved.
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
