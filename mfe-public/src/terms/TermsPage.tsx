import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Terms and Conditions: the screen's frame; its content arrives with the screen's own issue. */
export default function TermsPage() {
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Terms and Conditions" subtitle="The agreement between you and us" />
    </Box>
  );
}
