import { Badge, Button, Stack } from '@tulia/shared/chakra';
import type { DashboardResponse } from '@tulia/shared/contract';
import { Link as RouterLink } from '@tulia/shared/router';
import { OverviewSection } from './OverviewSection';

interface QuickAction {
  /** The list, already filtered to the work the action names (the lists' own address keys). */
  to: string;
  label: string;
  count: number | null;
  /** Test id of the count. */
  id: string;
}

/** Shortcuts to the screens with work waiting, with the real pending counts; each opens the waiting work. */
export function QuickActions({ overview }: { overview: Pick<DashboardResponse, 'pending' | 'pending_therapists'> }) {
  const { pending } = overview;
  const actions: QuickAction[] = [
    // Rafiki Requests lists the applications (status training) only: nothing to filter.
    { to: '/admin/rafiki-requests', label: 'Review Rafiki Requests', count: pending.rafiki_requests, id: 'rafiki-requests' },
    { to: '/admin/group-suggestions?status=pending', label: 'Review Group Suggestions', count: pending.group_suggestions, id: 'group-suggestions' },
    { to: '/admin/therapists?status=pending', label: 'Review Pending Therapists', count: overview.pending_therapists, id: 'therapists' },
    { to: '/admin/contact-messages?status=unread', label: 'Answer Contact Messages', count: pending.unread_messages, id: 'contact-messages' },
    { to: '/admin/users', label: 'Manage Users', count: null, id: 'users' },
  ];
  return (
    <OverviewSection title="Quick Actions">
      <Stack gap="2">
        {actions.map((action) => (
          <Button key={action.id} asChild variant="outline" justifyContent="space-between">
            <RouterLink to={action.to}>
              {action.label}
              {action.count !== null ? (
                <Badge colorPalette={action.count > 0 ? 'orange' : 'gray'} data-testid={`pending-${action.id}`}>
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
