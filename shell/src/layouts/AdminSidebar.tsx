import { Box, Button, Link, Stack, Text } from '@tulia/shared/chakra';
import type { Admin } from '@tulia/shared/contract';
import { Link as RouterLink, NavLink } from '@tulia/shared/router';
import { adminNavigation } from '../routes/route-table';

export interface AdminSidebarProps {
  admin: Admin | null;
  onLogout: () => void;
  onChangePassword: () => void;
  /** Called after a navigation, so the phone drawer can close. */
  onNavigate?: () => void;
}

const levelLabel = (level: string | undefined) => (level === 'super_admin' ? 'Super Admin' : 'Admin');

/** The nine entries, the admin's name and level, Back to Landing and Logout (admin §2). */
export function AdminSidebar({ admin, onLogout, onChangePassword, onNavigate }: AdminSidebarProps) {
  return (
    <Stack as="nav" aria-label="Admin" gap="1" h="full" p="4" data-testid="admin-sidebar">
      <Text fontWeight="bold" fontSize="lg" color="brand.700" mb="4">
        Tulia Admin
      </Text>
      {adminNavigation.map((route) => (
        <NavLink key={route.path} to={route.path} end onClick={onNavigate}>
          {({ isActive }) => (
            <Box
              px="3"
              py="2"
              borderRadius="md"
              bg={isActive ? 'brand.50' : undefined}
              color={isActive ? 'brand.800' : 'gray.700'}
              fontWeight={isActive ? 'semibold' : 'normal'}
              _hover={{ bg: 'gray.100' }}
              aria-current={isActive ? 'page' : undefined}
            >
              {route.title}
            </Box>
          )}
        </NavLink>
      ))}
      <Box mt="auto" pt="6" borderTopWidth="1px">
        <Text fontWeight="semibold" color="gray.900" data-testid="admin-name">
          {admin?.full_name ?? 'Administrator'}
        </Text>
        <Text fontSize="sm" color="gray.600" mb="3">
          {levelLabel(admin?.admin_level)}
        </Text>
        <Stack gap="2">
          <Link asChild color="brand.700">
            <RouterLink to="/">Back to Landing</RouterLink>
          </Link>
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
