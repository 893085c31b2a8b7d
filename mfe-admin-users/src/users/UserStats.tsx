import { SimpleGrid } from '@tulia/shared/chakra';
import type { UserStats as UserStatsFigures } from '@tulia/shared/contract';
import type { QueryStatus } from '@tulia/shared/admin';
import { StatCard } from '@tulia/shared/ui';

/**
 * The four stat cards of the Users screen. Like the Overview, a failed load shows no
 * cards rather than wrong figures; the list below still works.
 */
export function UserStats({ stats }: { stats: { status: QueryStatus; data?: UserStatsFigures } }) {
  if (stats.status === 'error') return null;
  const figure = (pick: (figures: UserStatsFigures) => number) => (stats.data ? pick(stats.data) : '—');
  return (
    <SimpleGrid as="section" aria-label="User statistics" columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6" data-testid="user-stats">
      <StatCard label="Total Users" value={figure((f) => f.total_users)} />
      <StatCard label="Active Users" value={figure((f) => f.active_users)} />
      <StatCard label="New This Month" value={figure((f) => f.new_users_this_month)} />
      <StatCard label="Suspended" value={figure((f) => f.suspended_users)} />
    </SimpleGrid>
  );
}
