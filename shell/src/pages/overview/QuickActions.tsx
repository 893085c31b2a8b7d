import { Badge, Button, Stack } from '@tulia/shared/chakra';
import type { DashboardResponse } from '@tulia/shared/contract';
import { Link as RouterLink } from '@tulia/shared/router';
import { OverviewSection } from './OverviewSection';

/** Shortcuts to the screens with work waiting, with the real pending counts. */
export function QuickActions({ pending }: { pending: DashboardResponse['pending'] }) {
  const actions = [
    { to: '/admin/rafiki-requests', label: 'Review Rafiki Requests', count: pending.rafiki_requests },
    { to: '/admin/group-suggestions', label: 'Review Group Suggestions', count: pending.group_suggestions },
    { to: '/admin/contact-messages', label: 'Answer Contact Messages', count: pending.unread_messages },
    { to: '/admin/users', label: 'Manage Users', count: null },
  ];
  return (
    <OverviewSection title="Quick Actions">
      <Stack gap="2">
        {actions.map((action) => (
          <Button key={action.to} asChild variant="outline" justifyContent="space-between">
            <RouterLink to={action.to}>
              {action.label}
              {action.count !== null ? (
                <Badge colorPalette={action.count > 0 ? 'orange' : 'gray'} data-testid={`pending-${action.to.split('/').pop()}`}>
                  {action.count} pending
                </Badge>
              ) : null}
            </RouterLink>
          </Button>
        ))}
      </Stack>
    </OverviewSection>
  );
}
