import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Rafiki Requests: the screen's frame; its content arrives with the screen's own issue. */
export default function RafikiRequestsPage() {
  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Rafiki Requests" subtitle="Review applications to become a Rafiki" />
    </Box>
  );
}
