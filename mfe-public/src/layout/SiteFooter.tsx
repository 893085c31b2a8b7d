import { Box, Container, Grid, Heading, Link, Stack, Text } from '@tulia/shared/chakra';
import { siteConfig } from '@tulia/shared/site-config';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from '@tulia/shared/router';
import { useRenderDate } from '../common/useRenderDate';
import { KeepOnPhone } from './KeepOnPhone';
import { crisisEmailHref, downloadAppTarget, emergencyHref, helplineHref, storeLinks, supportEmailHref } from '../common/contact-links';

type FooterEntry =
  | { kind: 'route'; label: string; to: To }
  | { kind: 'external'; label: string; href: string }
  /** Listed, but not a page yet (the CMS pages are placeholders). */
  | { kind: 'placeholder'; label: string };

interface FooterGroup {
  title: string;
  entries: FooterEntry[];
}

// Every group of the footer's links.
const footerGroups: FooterGroup[] = [
  {
    title: 'Pages',
    entries: [
      { kind: 'route', label: 'Home', to: '/' },
      { kind: 'route', label: 'Take Assessment', to: '/assessment' },
      { kind: 'route', label: 'Our Story', to: '/our-story' },
      { kind: 'route', label: 'Contact Us', to: '/contact' },
      { kind: 'route', label: 'Download App', to: downloadAppTarget },
      { kind: 'external', label: `24/7 Helpline: ${siteConfig.helplineDisplay}`, href: helplineHref },
      { kind: 'external', label: `Email: ${siteConfig.supportEmail}`, href: supportEmailHref },
    ],
  },
  {
    title: 'CMS Pages',
    entries: [
      { kind: 'placeholder', label: 'Blog Post' },
      { kind: 'placeholder', label: 'Blog Category' },
    ],
  },
  {
    title: 'Legal',
    entries: [
      { kind: 'route', label: 'Terms and Conditions', to: '/terms-and-conditions' },
      { kind: 'route', label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'Support',
    entries: [
      { kind: 'route', label: 'Frequently Asked Questions', to: { pathname: '/', hash: '#faq' } },
      { kind: 'route', label: 'Send Us a Message', to: '/contact' },
      { kind: 'external', label: `Crisis support: ${siteConfig.crisisEmail}`, href: crisisEmailHref },
    ],
  },
  {
    title: 'Get the App',
    entries: [
      { kind: 'external', label: `${storeLinks.ios.device} ${storeLinks.ios.store}`, href: storeLinks.ios.href },
      { kind: 'external', label: `${storeLinks.android.device} ${storeLinks.android.store}`, href: storeLinks.android.href },
    ],
  },
];

const linkStyle = { color: 'white', textDecoration: 'none', _hover: { textDecoration: 'underline' } } as const;

function FooterLink({ entry }: { entry: FooterEntry }): ReactNode {
  switch (entry.kind) {
    case 'route':
      return (
        <Link asChild {...linkStyle}>
          <RouterLink to={entry.to}>{entry.label}</RouterLink>
        </Link>
      );
    case 'external':
      return (
        <Link href={entry.href} {...linkStyle} wordBreak="break-word">
          {entry.label}
        </Link>
      );
    case 'placeholder':
      return (
        <Text as="span" color="brand.100">
          {entry.label}{' '}
          <Text as="span" fontSize="xs">
            (coming soon)
          </Text>
        </Text>
      );
  }
}

/** The footer of every public page: all link groups, store links and the copyright line. */
export function SiteFooter() {
  const today = useRenderDate();
  return (
    <Box as="footer" bg="brand.900" color="brand.100" data-testid="site-footer">
      <Container maxW="7xl" pt={{ base: '12', md: '16' }} pb={{ base: '24', md: '12' }}>
        <Grid as="nav" aria-label="Footer" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '1.4fr repeat(5, 1fr)' }} gap={{ base: '8', lg: '6' }}>
          <Stack gap="3" maxW="sm">
            <Text color="white" fontWeight="bold" fontSize="xl">
              {siteConfig.productName}
            </Text>
            <Text fontSize="sm">
              A safe space for young people in Kenya to talk, heal and grow, with licensed therapists, trained Rafikis and caring communities.
            </Text>
            <Text fontSize="sm">
              In an emergency, call{' '}
              <Link href={emergencyHref} {...linkStyle} fontWeight="semibold">
                {siteConfig.emergencyNumber}
              </Link>{' '}
              or go to your nearest hospital.
            </Text>
          </Stack>
          {footerGroups.map((group) => (
            <Box key={group.title}>
              <Heading as="h2" fontSize="sm" color="white" textTransform="uppercase" letterSpacing="wider" mb="3">
                {group.title}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
                {group.entries.map((entry) => (
                  <li key={entry.label}>
                    <FooterLink entry={entry} />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Grid>
        <KeepOnPhone />
        <Box borderTopWidth="1px" borderColor="brand.700" mt="10" pt="6">
          <Text fontSize="sm" {...today.marker}>
            © {today.date.getFullYear()} {siteConfig.organisation}. All rights reserved.
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
