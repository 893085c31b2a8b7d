import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Resources: the screen's frame; its content arrives with the screen's own issue. */
export default function ResourcesPage() {
  return (
    <Box data-remote="mfe-admin-content" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Resources" subtitle="Manage educational content and wellness resources" />
    </Box>
  );
}
