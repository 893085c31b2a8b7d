import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Privacy Policy: the screen's frame; its content arrives with the screen's own issue. */
export default function PrivacyPage() {
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Privacy Policy" subtitle="How we protect your information" />
    </Box>
  );
}
