import { Box, Button, Heading, Stack, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import type { QueryStatus } from './useAdminQuery';

export interface RecordSectionProps<Entry> {
  /** Unique on the page: the heading's id, which names the section. */
  id: string;
  title: string;
  /** The section's own load (`useAdminQuery`): it fails or retries without the rest of the dialog. */
  query: { status: QueryStatus; reload: () => void };
  entries: readonly Entry[];
  texts: { loading: string; failure: string; empty: string; list?: string };
  /** One entry of the list, as the content of its `<li>`. */
  renderEntry: (entry: Entry) => ReactNode;
  entryKey: (entry: Entry) => string | number;
  /** Styles of each entry's `<li>` (a note's coloured edge). */
  entryStyle?: (entry: Entry) => Record<string, string>;
  /** What follows the list (a form to add an entry). */
  children?: ReactNode;
}

/**
 * A section of a record's details dialog that lists what belongs to the record, newest first
 * (its history, its notes): a heading, then loading, a failure with Retry, an empty line, or the
 * ordered list.
 */
export function RecordSection<Entry>({ id, title, query, entries, texts, renderEntry, entryKey, entryStyle, children }: RecordSectionProps<Entry>) {
  return (
    <Box as="section" aria-labelledby={id} mt="6" pt="4" borderTopWidth="1px">
      <Heading as="h3" id={id} size="sm" mb="3">
        {title}
      </Heading>
      {query.status === 'loading' ? <Text color="gray.700">{texts.loading}</Text> : null}
      {query.status === 'error' ? (
        <Box role="alert" display="flex" alignItems="center" gap="3">
          <Text color="red.700">{texts.failure}</Text>
          <Button size="xs" variant="outline" onClick={query.reload}>
            Retry
          </Button>
        </Box>
      ) : null}
      {query.status === 'success' && entries.length === 0 ? <Text color="gray.700">{texts.empty}</Text> : null}
      {entries.length > 0 ? (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={texts.list}>
          {entries.map((entry) => (
            <Box as="li" key={entryKey(entry)} fontSize="sm" {...entryStyle?.(entry)}>
              {renderEntry(entry)}
            </Box>
          ))}
        </Stack>
      ) : null}
      {children}
    </Box>
  );
}
