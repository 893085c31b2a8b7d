import { Badge, Box, Button, Link, Stack, Text, VisuallyHidden } from '@tulia/shared/chakra';
import type { Admin } from '@tulia/shared/contract';
import { Link as RouterLink, NavLink } from '@tulia/shared/router';
import { adminNavigation } from '../routes/route-table';
import { adminLevelLabel, adminName } from './admin-level';
import { CrisisNotificationsToggle } from './crisis-arrivals';
import { crisisBadgeOf, CRISIS_QUEUE_PATH, pendingBadgeOf, usePendingCounts } from './pending-counts';

export interface AdminSidebarProps {
  admin: Admin | null;
  onLogout: () => void;
  onChangePassword: () => void;
  /** Called after a navigation, so the phone drawer can close. */
  onNavigate?: () => void;
}

type EntryBadge = ReturnType<typeof pendingBadgeOf>;

/**
 * The crisis messages waiting, beside the Contact Messages entry: a link of its own, straight to
 * the list filtered to high risk, named '2 crisis waiting'. Red and worded ('2 crisis'), so it
 * reads as a crisis without colour; apart from the entry, whose name stays 'Contact Messages, 3 unread'.
 */
function CrisisLink({ crisis, onNavigate }: { crisis: NonNullable<EntryBadge>; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      bg="red.700"
      color="white"
      borderRadius="full"
      px="2"
      py="0.5"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      _hover={{ bg: 'red.800', textDecoration: 'none' }}
    >
      {/* The name holds the visible words (label in name), then says what they count. */}
      <RouterLink to={CRISIS_QUEUE_PATH} onClick={onNavigate} aria-label={crisis.label} data-testid="crisis-badge-contact-messages">
        {crisis.count} crisis
      </RouterLink>
    </Link>
  );
}

/** One entry; its badge's number is read as '3 pending' by a screen reader, within the link's name. */
function SidebarEntry({
  path,
  title,
  badge,
  crisis,
  onNavigate,
}: {
  path: string;
  title: string;
  badge: EntryBadge;
  crisis: EntryBadge;
  onNavigate?: () => void;
}) {
  const entry = (
    <NavLink to={path} end onClick={onNavigate}>
      {({ isActive }) => (
        <Box
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="2"
          px="3"
          py="2"
          borderRadius="md"
          bg={isActive ? 'brand.50' : undefined}
          color={isActive ? 'brand.800' : 'gray.700'}
          fontWeight={isActive ? 'semibold' : 'normal'}
          _hover={{ bg: 'gray.100' }}
          aria-current={isActive ? 'page' : undefined}
        >
          <span>
            {title}
            {badge ? <VisuallyHidden>{`, ${badge.label}`}</VisuallyHidden> : null}
          </span>
          {badge ? (
            <Badge aria-hidden="true" bg="orange.700" color="white" borderRadius="full" data-testid={`pending-badge-${path.split('/').pop() ?? ''}`}>
              {badge.count}
            </Badge>
          ) : null}
        </Box>
      )}
    </NavLink>
  );
  if (!crisis) return entry;
  return (
    <Box display="flex" alignItems="center" gap="1">
      <Box flex="1" minW="0">
        {entry}
      </Box>
      <CrisisLink crisis={crisis} onNavigate={onNavigate} />
    </Box>
  );
}

/**
 * The entries (the review queues with a badge of waiting work), the admin's name and level,
 * Back to Landing and Logout.
 */
export function AdminSidebar({ admin, onLogout, onChangePassword, onNavigate }: AdminSidebarProps) {
  // A failed poll hides the badges rather than showing a stale or invented number.
  const pending = usePendingCounts().data;
  return (
    <Stack as="nav" aria-label="Admin" gap="1" minH="full" p="4" data-testid="admin-sidebar">
      <Text fontWeight="bold" fontSize="lg" color="brand.700" mb="4">
        Tulia Admin
      </Text>
      {adminNavigation.map((route) => (
        <SidebarEntry
          key={route.path}
          path={route.path}
          title={route.title}
          badge={pendingBadgeOf(route.path, pending)}
          crisis={crisisBadgeOf(route.path, pending)}
          onNavigate={onNavigate}
        />
      ))}
      <Box mt="auto" pt="6" borderTopWidth="1px">
        <Text fontWeight="semibold" color="gray.900" data-testid="admin-name">
          {adminName(admin)}
        </Text>
        <Text fontSize="sm" color="gray.600" mb="3">
          {adminLevelLabel(admin)}
        </Text>
        <Stack gap="2">
          <Link asChild color="brand.700">
            <RouterLink to="/">Back to Landing</RouterLink>
          </Link>
          <CrisisNotificationsToggle />
          <Button variant="ghost" size="sm" justifyContent="flex-start" onClick={onChangePassword}>
            Change password
          </Button>
          <Button variant="outline" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
