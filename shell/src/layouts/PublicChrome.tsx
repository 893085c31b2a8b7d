import { Box } from '@tulia/shared/chakra';
import { Outlet } from '@tulia/shared/router';
import { LoadingSkeleton } from '@tulia/shared/ui';
import { RemoteModule } from '../remotes/RemoteModule';
import { chromeModules } from '../routes/route-table';
import { FallbackPublicLayout } from './FallbackPublicLayout';

/**
 * The public branch: mfe-public's layout around the page and mfe-assessment's chat widget
 * beside it. If the layout cannot load, the shell's fallback layout keeps the helpline visible;
 * if the chat widget cannot load, the page simply has no chat button.
 *
 * While the layout loads, the fallback layout shows a skeleton, not the page: a page mounted
 * there would be mounted again inside the real layout, and lose what the visitor had already
 * done in it (an answer of the assessment, a half-typed message).
 */
export function PublicChrome() {
  const page = <Outlet />;
  return (
    <>
      <RemoteModule
        owner={chromeModules.publicLayout.owner}
        module={chromeModules.publicLayout.module}
        props={{ children: page }}
        loading={
          <FallbackPublicLayout>
            <Box minH="100vh">
              <LoadingSkeleton label="Loading the page" />
            </Box>
          </FallbackPublicLayout>
        }
        renderError={() => <FallbackPublicLayout>{page}</FallbackPublicLayout>}
      />
      <RemoteModule
        owner={chromeModules.chatWidget.owner}
        module={chromeModules.chatWidget.module}
        loading={null}
        renderError={() => null}
        calmFailure={false}
      />
    </>
  );
}
