import { Box, CloseButton, Drawer, Flex, Heading, IconButton, Portal, Text } from '@tulia/shared/chakra';
import { useAuthStore } from '@tulia/shared/auth';
import { toast } from '@tulia/shared/toast';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from '@tulia/shared/router';
import { preloadWhenIdle } from '../remotes/preload';
import { adminHeaderTitle, adminNavigation, isRemoteRoute } from '../routes/route-table';
import { adminLevelLabel, adminName } from './admin-level';
import { AdminSidebar } from './AdminSidebar';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useCrisisArrivals } from './crisis-arrivals';

/** The admin shell: sidebar (a drawer on phones), header with the screen's title and the admin, the page. */
export function AdminLayout() {
  const admin = useAuthStore((state) => state.admin);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  // Once for the whole back office (the sidebar is drawn twice: the panel and the phone drawer).
  useCrisisArrivals();

  // Every admin screen is one click away: load them while the browser has nothing else to do.
  useEffect(() => preloadWhenIdle(adminNavigation.filter(isRemoteRoute)), []);

  const handleLogout = async () => {
    // Logout always ends at the login screen, even if the server call fails.
    try {
      await logout();
      toast.success({ title: 'Logged Out', description: 'You have been successfully logged out' });
    } finally {
      navigate('/admin/login', { replace: true });
    }
  };

  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar
      admin={admin}
      onLogout={() => void handleLogout()}
      onChangePassword={() => {
        onNavigate?.();
        setChangingPassword(true);
      }}
      onNavigate={onNavigate}
    />
  );

  return (
    <Flex minH="100vh" bg="gray.50">
      <Box as="aside" display={{ base: 'none', lg: 'block' }} w="64" flexShrink={0} bg="white" borderRightWidth="1px">
        {/* Scrolls on its own when the entries outgrow a short screen: Logout must stay reachable. */}
        <Box position="sticky" top="0" h="100vh" overflowY="auto">
          {sidebar()}
        </Box>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="3" px={{ base: '4', md: '8' }} py="4" bg="white" borderBottomWidth="1px">
          <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton aria-label="Open menu" variant="outline" size="sm" display={{ base: 'inline-flex', lg: 'none' }}>
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="72">
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" position="absolute" top="3" right="3" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                  <Drawer.Body p="0">{sidebar(() => setDrawerOpen(false))}</Drawer.Body>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Heading as="p" size="lg" color="gray.900" data-testid="admin-header-title">
            {adminHeaderTitle(pathname)}
          </Heading>
          {/* The admin's name and level are shown in the side panel and the header. */}
          <Box ml="auto" textAlign="right" minW="0" data-testid="admin-header-identity">
            <Text fontWeight="semibold" color="gray.900" truncate>
              {adminName(admin)}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {adminLevelLabel(admin)}
            </Text>
          </Box>
        </Flex>
        <Box as="main" flex="1" p={{ base: '4', md: '8' }}>
          <Outlet />
        </Box>
        <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      </Flex>
    </Flex>
  );
}
