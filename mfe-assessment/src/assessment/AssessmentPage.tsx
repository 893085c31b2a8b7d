import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Wellness Assessment: the screen's frame; its content arrives with the screen's own issue. */
export default function AssessmentPage() {
  return (
    <Box data-remote="mfe-assessment" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Wellness Assessment" subtitle="A private check-in that takes about 2 minutes" />
    </Box>
  );
}
