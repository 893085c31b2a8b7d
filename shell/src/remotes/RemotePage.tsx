import { Box, Text } from '@tulia/shared/chakra';
import { helplineWords, siteConfig, telHref } from '@tulia/shared/site-config';
import { ErrorState, LoadingSkeleton } from '@tulia/shared/ui';
import type { RemoteRoute } from '../routes/route-table';
import { RemoteModule } from './RemoteModule';

/** One route's page from its owning remote, with the skeleton and the calm failure message. */
export function RemotePage({ route }: { route: RemoteRoute }) {
  return (
    <RemoteModule
      owner={route.owner}
      module={route.module}
      loading={
        // A public page's placeholder fills the screen, so that the footer below it does not
        // jump when the page arrives (no layout shift).
        <Box minH={route.area === 'public' ? '100vh' : undefined}>
          <LoadingSkeleton label={`Loading ${route.title}`} />
        </Box>
      }
      renderError={(retry) => (
        <Box py="6" data-testid="remote-failure" data-remote-owner={route.owner}>
          <ErrorState
            title={`${route.title} is not available right now`}
            message="This part of the site could not be loaded. Please check your connection and try again in a moment."
            onRetry={retry}
          >
            {route.area === 'public' ? (
              <Text mt="2" color="red.800">
                If you need to talk to someone now, call {helplineWords.phrase} on <a href={telHref(siteConfig.helplineTel)}>{siteConfig.helplineDisplay}</a>.
              </Text>
            ) : null}
          </ErrorState>
        </Box>
      )}
    />
  );
}
