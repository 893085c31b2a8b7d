// Development only: renders one remote's pages on their own, with their own providers,
// outside the shell: each remote also runs standalone in development.
import { Box, ChakraProvider, Heading, Link, Stack } from '@tulia/shared/chakra';
import { system } from '@tulia/shared/theme';
import { Fragment, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link as RouterLink, RouterProvider } from '@tulia/shared/router';

export interface StandalonePage {
  path: string;
  Page: ComponentType;
}

function StandaloneIndex({ pages }: { pages: StandalonePage[] }) {
  return (
    <Box p="6">
      <Heading as="h1" size="lg" mb="4">
        Standalone remote
      </Heading>
      <Stack>
        {pages.map(({ path }) => (
          <Link asChild key={path}>
            <RouterLink to={path}>{path}</RouterLink>
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

export interface StandaloneOptions {
  /** Providers the shell gives these pages (the admin remotes: the resource layer's cache). */
  Providers?: ComponentType<{ children: ReactNode }>;
}

export function renderStandalone(pages: StandalonePage[], { Providers = Fragment }: StandaloneOptions = {}): void {
  const router = createBrowserRouter([
    { path: '/', element: <StandaloneIndex pages={pages} /> },
    ...pages.map(({ path, Page }) => ({ path, element: <Page /> })),
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </ChakraProvider>
    </StrictMode>,
  );
}
