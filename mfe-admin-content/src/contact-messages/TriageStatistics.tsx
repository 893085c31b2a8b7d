import { SimpleGrid } from '@tulia/shared/chakra';
import type { ContactTriageStats, TierTargetStats } from '@tulia/shared/contract';
import { StatCard, formatDuration } from '@tulia/shared/ui';

const tiers = [
  { key: 'high', label: 'Crisis: answered within target' },
  { key: 'elevated', label: 'Elevated: answered within target' },
  { key: 'none', label: 'Others: answered within target' },
] as const;

/** A share as a whole percentage; a dash when nothing was due yet. */
const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)} %`);

function tierHelp(tier: TierTargetStats): string {
  const median =
    tier.median_first_response_minutes === null
      ? 'no first response yet'
      : `median first response ${formatDuration(tier.median_first_response_minutes * 60_000)}`;
  return `${median} · ${tier.overdue.toLocaleString('en-KE')} overdue`;
}

/**
 * The response targets per tier: the share answered in time, the median wait for a first
 * response, how many are overdue, and the flags the rules missed (raised by hand). A region of
 * its own, beside the four specified cards; dashes until the figures load, or if they cannot.
 */
export function TriageStatistics({ triage }: { triage: ContactTriageStats | undefined }) {
  const overdue = triage ? triage.high.overdue + triage.elevated.overdue + triage.none.overdue : undefined;
  return (
    <SimpleGrid as="section" aria-label="Response targets" columns={{ base: 1, sm: 2, xl: 5 }} gap="4" mb="6">
      {tiers.map((tier) => (
        <StatCard
          key={tier.key}
          label={tier.label}
          value={triage ? percent(triage[tier.key].within_target_share) : '—'}
          help={triage ? tierHelp(triage[tier.key]) : undefined}
        />
      ))}
      <StatCard label="Overdue" value={overdue ?? '—'} help={triage ? `${triage.high.overdue.toLocaleString('en-KE')} of them crisis` : undefined} />
      <StatCard label="Missed flags" value={triage?.missed_flags ?? '—'} help="Raised by hand from no flag" />
    </SimpleGrid>
  );
}
