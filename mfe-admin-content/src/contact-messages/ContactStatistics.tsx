import { SimpleGrid } from '@tulia/shared/chakra';
import type { ContactStats } from '@tulia/shared/contract';
import { StatCard } from '@tulia/shared/ui';
import { TriageStatistics } from './TriageStatistics';

/**
 * The four statistics cards, then the response targets of the triage. Until they
 * load, or if they cannot, they show a dash.
 */
export function ContactStatistics({ stats }: { stats: ContactStats | undefined }) {
  const figure = (value: number | undefined) => value ?? '—';
  return (
    <>
      <SimpleGrid as="section" aria-label="Message statistics" columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6">
        <StatCard
          label="Total Messages"
          value={figure(stats?.total_messages)}
          help={stats ? `${stats.messages_today.toLocaleString('en-KE')} today` : undefined}
        />
        <StatCard label="Unread" value={figure(stats?.unread_messages)} />
        <StatCard label="Replied" value={figure(stats?.replied_messages)} />
        <StatCard label="Closed" value={figure(stats?.closed_messages)} />
      </SimpleGrid>
      <TriageStatistics triage={stats?.triage} />
    </>
  );
}
