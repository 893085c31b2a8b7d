import { Box, Button, Heading, SimpleGrid, Text } from '@tulia/shared/chakra';
import { errorMessage } from '@tulia/shared/api-client';
import { useAuthStore } from '@tulia/shared/auth';
import { ErrorState, LoadingSkeleton, PageHeader, StatCard } from '@tulia/shared/ui';
import { adminName } from '../../layouts/admin-level';
import { PlatformHealth } from './PlatformHealth';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { useApiHealth, useDashboard } from './useDashboard';
import { WaitingCrisis } from './WaitingCrisis';

/** Overview (/admin): welcome, the dashboard figures, recent activity, quick actions, platform health, Refresh. */
export default function OverviewPage() {
  const admin = useAuthStore((state) => state.admin);
  const dashboard = useDashboard();
  const health = useApiHealth();
  const overview = dashboard.data;
  const refresh = () => {
    dashboard.reload();
    health.reload();
  };

  return (
    <Box>
      <PageHeader
        title="Overview"
        actions={
          <Button variant="outline" onClick={refresh} loading={dashboard.refreshing || health.refreshing} loadingText="Refreshing">
            Refresh
          </Button>
        }
      />
      <Box bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.500" color="white" borderRadius="xl" p={{ base: '5', md: '8' }} mb="6">
        <Heading as="h2" size="xl">
          Welcome back, {adminName(admin)}
        </Heading>
        <Text mt="2" color="white">
          Here is how the community is doing today.
        </Text>
      </Box>

      {dashboard.status === 'error' ? (
        // When the overview fails: no stat cards, and a retry instead of invented numbers.
        <Box mb="6">
          <ErrorState title="The overview could not be loaded" message={errorMessage(dashboard.error, 'Please try again.')} onRetry={dashboard.reload} />
        </Box>
      ) : !overview ? (
        <LoadingSkeleton label="Loading the overview" />
      ) : (
        <>
          <WaitingCrisis since={overview.oldest_waiting_crisis_at} />
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" mb="8" data-testid="overview-stats">
            <StatCard label="Total Users" value={overview.total_users} help={`${overview.new_users_this_month} new this month`} />
            <StatCard label="Active Therapists" value={overview.active_therapists} help={`${overview.pending_therapists} pending`} />
            <StatCard label="Active Rafikis" value={overview.active_rafikis} help={`${overview.training_rafikis} in training`} />
            <StatCard label="Active Boma Groups" value={overview.active_boma_groups} help={`${overview.total_boma_groups} in total`} />
            <StatCard label="Published Resources" value={overview.published_resources} help={`${overview.total_resources} in total`} />
            <StatCard label="Suspended Users" value={overview.suspended_users} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <RecentActivity entries={overview.recent_activity} />
            <Box display="flex" flexDirection="column" gap="6">
              <QuickActions overview={overview} />
              <PlatformHealth health={overview.platform_health} check={health} />
            </Box>
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
