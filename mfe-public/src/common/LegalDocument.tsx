import { Box, Grid, Heading, Link, List, Stack, Text } from '@tulia/shared/chakra';
import { PageHeader } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { useRenderDate } from './useRenderDate';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  subtitle: string;
  sections: readonly LegalSection[];
  testId: string;
}

/**
 * Most sections are below the first screen: the browser skips their style, layout and paint
 * until they come near it (docs/decisions.md, "Rendering long pages"). Their text stays in the
 * page (search, screen readers, the contents' links). Only their height is estimated: a width
 * would count as the narrowest the page can be, and widen a phone's page. Plain text on the
 * page's white: nothing inside needs a background drawn to be read (or checked for contrast).
 */
const offscreen = { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 24rem' } as const;

/** Today, written the way Kenya writes dates (e.g. 5 March 2026). */
export function formatLastUpdated(date: Date): string {
  return new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A long legal page: its last-updated date (today's date), a table of contents and numbered sections. */
export function LegalDocument({ title, subtitle, sections, testId }: LegalDocumentProps) {
  const today = useRenderDate();
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__} data-testid={testId}>
      <PageHeader title={title} subtitle={subtitle} />
      <Text color="gray.700" fontWeight="medium" mb="8" data-testid="last-updated">
        Last updated:{' '}
        <time dateTime={today.iso} {...today.marker}>
          {formatLastUpdated(today.date)}
        </time>
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box as="nav" aria-label="On this page" position={{ lg: 'sticky' }} top="24" bg="brand.50" borderRadius="xl" p="5">
          <Text fontWeight="semibold" color="gray.900" mb="3">
            On this page
          </Text>
          <List.Root as="ol" ps="5" gap="2" fontSize="sm">
            {sections.map((section) => (
              <List.Item key={section.id} color="gray.700">
                <Link href={`#${section.id}`} color="brand.800">
                  {section.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Stack gap="10" maxW="3xl">
          {sections.map((section, index) => (
            <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} scrollMarginTop="24" css={offscreen}>
              <Heading as="h2" id={`${section.id}-title`} size="xl" color="gray.900" mb="4">
                {index + 1}. {section.title}
              </Heading>
              <Stack
                gap="4"
                color="gray.800"
                lineHeight="tall"
                css={{ '& > ul': { paddingInlineStart: '1.25rem', listStyleType: 'disc' }, '& > ul > li + li': { marginTop: '0.5rem' } }}
              >
                {section.content}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Grid>
    </Box>
  );
}
