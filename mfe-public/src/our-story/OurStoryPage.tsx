import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Our Story: the screen's frame; its content arrives with the screen's own issue. */
export default function OurStoryPage() {
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Our Story" subtitle="Why we started, and where we are going" />
    </Box>
  );
}
