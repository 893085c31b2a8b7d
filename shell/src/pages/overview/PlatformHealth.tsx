import { DataList } from '@tulia/shared/chakra';
import type { DashboardResponse, HealthResponse } from '@tulia/shared/contract';
import { OverviewSection } from './OverviewSection';

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

const databaseText: Record<HealthResponse['database'], string> = { up: 'Up', down: 'Down', 'not-configured': 'Not configured' };

/** The api's state of the health check while it loads ('…') or when it could not be asked. */
export type HealthCheck = { status: 'loading' | 'error' | 'success'; data: HealthResponse | undefined };

/**
 * Real figures only, never invented ones: the database as the api's health check finds it, uptime and
 * signed-in admin sessions from the dashboard, the running version.
 */
export function PlatformHealth({ health, check }: { health: DashboardResponse['platform_health']; check: HealthCheck }) {
  const fromCheck = (value: (answer: HealthResponse) => string) => (check.data ? value(check.data) : check.status === 'error' ? 'Unknown' : '…');
  const items = [
    { label: 'Database', value: fromCheck((answer) => databaseText[answer.database]) },
    { label: 'API uptime', value: uptime(health.uptime_seconds) },
    { label: 'Active admin sessions', value: String(health.active_sessions) },
    { label: 'API version', value: fromCheck((answer) => answer.version) },
  ];
  return (
    <OverviewSection title="Platform Health">
      <DataList.Root orientation="horizontal" data-testid="platform-health">
        {items.map((item) => (
          <DataList.Item key={item.label}>
            <DataList.ItemLabel color="gray.700">{item.label}</DataList.ItemLabel>
            <DataList.ItemValue color="gray.900" data-testid={`health-${item.label.toLowerCase().replaceAll(' ', '-')}`}>
              {item.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </OverviewSection>
  );
}
