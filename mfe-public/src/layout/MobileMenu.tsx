import { Box, Button, Container, Link, Stack, Text } from '@tulia/shared/chakra';
import { siteConfig } from '@tulia/shared/site-config';
import { useId } from 'react';
import { NavLink, Link as RouterLink } from '@tulia/shared/router';
import { helplineHref } from '../common/contact-links';
import { PhoneIcon } from '../common/icons';
import { primaryNavigation } from './navigation';

export interface MobileMenuProps {
  id: string;
  /** Closed: still in the page (hidden), so that the HTML can open it before the app wakes. */
  hidden: boolean;
  /** Called when a link is followed, so the menu closes even when the link is the current page. */
  onNavigate: () => void;
}

/** The phone menu: the four links with their descriptions, the helpline and Take Free Assessment. */
export function MobileMenu({ id, hidden, onNavigate }: MobileMenuProps) {
  const idPrefix = useId();
  return (
    <Box
      id={id}
      hidden={hidden}
      hideFrom="lg"
      position="absolute"
      top="100%"
      insetX="0"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="lg"
      maxH="calc(100dvh - 4rem)"
      overflowY="auto"
      data-testid="mobile-menu"
    >
      <Container maxW="7xl" py="4">
        <Box as="nav" aria-label="Mobile">
          <Stack as="ul" listStyleType="none" gap="1">
            {primaryNavigation.map((item, index) => {
              const descriptionId = `${idPrefix}-${index}`;
              return (
                // Stretched link: the whole row is clickable, while the link's name stays the label.
                <Box as="li" key={item.to} position="relative" borderRadius="lg" px="3" py="3" _hover={{ bg: 'brand.50' }}>
                  <Link
                    asChild
                    color="gray.900"
                    fontWeight="semibold"
                    fontSize="lg"
                    textDecoration="none"
                    _after={{ content: '""', position: 'absolute', inset: 0, borderRadius: 'lg' }}
                    _currentPage={{ color: 'brand.800' }}
                    css={{
                      '&[aria-current=page]::before': {
                        content: '""',
                        position: 'absolute',
                        left: 0,
                        top: '3',
                        bottom: '3',
                        width: '3px',
                        bg: 'brand.600',
                        borderRadius: 'full',
                      },
                    }}
                  >
                    <NavLink to={item.to} end={item.to === '/'} aria-describedby={descriptionId} onClick={onNavigate}>
                      {item.label}
                    </NavLink>
                  </Link>
                  <Text id={descriptionId} color="gray.600" fontSize="sm">
                    {item.description}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        </Box>
        <Stack gap="3" mt="4" pt="4" borderTopWidth="1px" borderColor="gray.200">
          <Button asChild variant="subtle" colorPalette="sunrise" size="lg" justifyContent="flex-start">
            <a href={helplineHref}>
              <PhoneIcon boxSize="5" />
              24/7 Helpline: {siteConfig.helplineDisplay}
            </a>
          </Button>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/assessment" onClick={onNavigate}>
              Take Free Assessment
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
