import { Box, Stack, Text } from '@tulia/shared/chakra';
import type { ActivityEntry } from '@tulia/shared/contract';
import { OverviewSection } from './OverviewSection';

const when = (iso: string) => new Date(iso).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

/** The latest admin writes, from the audit log. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <OverviewSection title="Recent Activity">
      {entries.length === 0 ? (
        <Text color="gray.700">No admin activity has been recorded yet.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" data-testid="recent-activity">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} borderLeftWidth="3px" borderColor="brand.400" pl="3">
              <Text color="gray.900">{entry.summary}</Text>
              <Text fontSize="sm" color="gray.600">
                {entry.admin?.full_name ?? 'System'} · {when(entry.at)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </OverviewSection>
  );
}
