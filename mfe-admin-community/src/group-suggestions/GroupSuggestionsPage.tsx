import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Group Suggestions: the screen's frame; its content arrives with the screen's own issue. */
export default function GroupSuggestionsPage() {
  return (
    <Box data-remote="mfe-admin-community" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Group Suggestions" subtitle="Review suggestions for new boma groups" />
    </Box>
  );
}
