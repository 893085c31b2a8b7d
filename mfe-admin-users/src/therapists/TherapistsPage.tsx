import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Therapists: the screen's frame; its content arrives with the screen's own issue. */
export default function TherapistsPage() {
  return (
    <Box data-remote="mfe-admin-users" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Therapists" subtitle="Manage licensed therapists and their availability" />
    </Box>
  );
}
