import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Contact Us: the screen's frame; its content arrives with the screen's own issue. */
export default function ContactPage() {
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Contact Us" subtitle="We are here to listen" />
    </Box>
  );
}
