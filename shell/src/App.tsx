import { ChakraProvider } from '@tulia/shared/chakra';
import { RouterProvider } from '@tulia/shared/router';
import { system } from '@tulia/shared/theme';
import { PreviewBanner } from './preview/PreviewBanner';
import type { AppRouter } from './routes/router';
import { AfterHydration, HydratedSignal } from './ssr/AfterHydration';
import { Toaster } from './toaster/Toaster';

/** The whole site: rendered in the browser, or to HTML for the public pages at release time. */
export interface AppProps {
  router: AppRouter;
  /** Called once a page that arrived as HTML is hydrated. */
  onHydrated?: () => void;
}

export function App({ router, onHydrated }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      {/* Toasts and the preview banner only ever come from the browser; the server's HTML has none. */}
      <AfterHydration>
        <Toaster />
        <PreviewBanner />
        {onHydrated ? <HydratedSignal onHydrated={onHydrated} /> : null}
      </AfterHydration>
    </ChakraProvider>
  );
}
