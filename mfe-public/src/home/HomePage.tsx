import { Box } from '@chakra-ui/react';
import { PageHeader } from '@tulia/shared/ui';

/** Home: the screen's frame; its content arrives with the screen's own issue. */
export default function HomePage() {
  return (
    <Box data-remote="mfe-public" data-remote-version={__REMOTE_VERSION__}>
      <PageHeader title="Home" subtitle="A safe space for your mental wellness" />
    </Box>
  );
}
