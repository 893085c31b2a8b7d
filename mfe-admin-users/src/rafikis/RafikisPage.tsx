import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Rafikis: the screen's frame; its content arrives with the screen's own issue. */
export default function RafikisPage() {
  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Rafikis" subtitle="Manage trained peer supporters" />
    </Box>
  );
}
