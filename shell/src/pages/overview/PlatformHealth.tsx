import { DataList } from '@tulia/shared/chakra';
import type { DashboardResponse } from '@tulia/shared/contract';
import { OverviewSection } from './OverviewSection';
import type { ApiHealth } from './useDashboard';

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** Real figures from the api: database, uptime, signed-in admin sessions, version. */
export function PlatformHealth({ health, api }: { health: DashboardResponse['platform_health']; api: ApiHealth | undefined }) {
  const items = [
    { label: 'Database', value: health.database === 'up' ? 'Up' : 'Down' },
    { label: 'API uptime', value: uptime(health.uptime_seconds) },
    { label: 'Active admin sessions', value: String(health.active_sessions) },
    { label: 'API version', value: api?.version ?? '…' },
  ];
  return (
    <OverviewSection title="Platform Health">
      <DataList.Root orientation="horizontal" data-testid="platform-health">
        {items.map((item) => (
          <DataList.Item key={item.label}>
            <DataList.ItemLabel color="gray.700">{item.label}</DataList.ItemLabel>
            <DataList.ItemValue color="gray.900">{item.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </OverviewSection>
  );
}
