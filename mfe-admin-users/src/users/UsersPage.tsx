import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Users: the screen's frame; its content arrives with the screen's own issue. */
export default function UsersPage() {
  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Users" subtitle="Manage the people who use the app" />
    </Box>
  );
}
