import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Boma Groups: the screen's frame; its content arrives with the screen's own issue. */
export default function BomaGroupsPage() {
  return (
    <Box data-remote="mfe-admin-community" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Boma Groups" subtitle="Manage community groups and support circles" />
    </Box>
  );
}
