import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Contact Messages: the screen's frame; its content arrives with the screen's own issue. */
export default function ContactMessagesPage() {
  return (
    <Box data-remote="mfe-admin-content" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Contact Messages" subtitle="Manage and respond to contact form submissions" />
    </Box>
  );
}
