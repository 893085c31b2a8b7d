import { createElement, lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, createMemoryRouter, matchRoutes, type HydrationState, type RouteObject } from '@tulia/shared/router';
import { loadAdminLayer } from '../admin/admin-layer';
import { keepPageOpenedInApp } from '../offline/keep-used';
import { CheckingAuthentication } from '../auth/CheckingAuthentication';
import { PublicChrome } from '../layouts/PublicChrome';
import NotFoundPage from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { loadExposedModule } from '../remotes/remote-registry';
import { LoadingSkeleton } from '@tulia/shared/ui';
import { isRemoteRoute, routeTable, type RouteDefinition, type ShellPage } from './route-table';

// The shell's own screens, split per route so that the public pages never download them.
// The admin branch (guard, session store, api client, sidebar, and the admin layer it
// renders with) is its own chunk too: a young person opening the public site downloads none of it.
const AdminArea = lazy(() => Promise.all([import('../layouts/AdminArea'), loadAdminLayer()]).then(([area]) => area));

// Only ever shown inside the admin shell: its own chunk, like the admin branch.
const AdminNotFoundPage = lazy(() => import('../pages/AdminNotFoundPage'));

const shellPageModules: Record<ShellPage, () => Promise<{ default: ComponentType }>> = {
  login: () => import('../pages/auth/LoginPage'),
  register: () => import('../pages/auth/RegisterPage'),
  'forgot-password': () => import('../pages/auth/ForgotPasswordPage'),
  'reset-password': () => import('../pages/auth/ResetPasswordPage'),
  overview: () => import('../pages/overview/OverviewPage'),
};

const shellPages = Object.fromEntries(Object.entries(shellPageModules).map(([page, load]) => [page, lazy(load)])) as Record<
  ShellPage,
  LazyExoticComponent<ComponentType>
>;

/** Shell pages loaded ahead (preloadShellPage): rendered at once, without suspending. */
const loadedShellPages = new Map<ShellPage, ComponentType>();

/**
 * Loads a shell page before a page composed to HTML is hydrated (the sign-in): a lazy page would
 * suspend while hydrating, and the page would count as awake while its form still was not.
 */
export async function preloadShellPage(page: ShellPage): Promise<void> {
  loadedShellPages.set(page, (await shellPageModules[page]()).default);
}

let markShellPageShown: () => void = () => undefined;
const shellPageShown = new Promise<void>((resolve) => (markShellPageShown = resolve));

/**
 * Resolves once a shell page is on screen and hydrated: React hydrates the page's Suspense
 * boundary after the page itself, and what the visitor did before must wait for it.
 */
export const whenShellPageShown = (): Promise<void> => shellPageShown;

function ShellPageElement({ page }: { page: ShellPage }) {
  useEffect(() => markShellPageShown(), []);
  // Both are module-level components (never made during render): the loaded one, or its lazy twin.
  return createElement(loadedShellPages.get(page) ?? shellPages[page]);
}

function routeElement(route: RouteDefinition) {
  if (isRemoteRoute(route)) return <RemotePage route={route} />;
  return (
    <Suspense fallback={<LoadingSkeleton label={`Loading ${route.title}`} />}>
      <ShellPageElement page={route.page} />
    </Suspense>
  );
}

/** Starts downloading the matched remote page while the layout renders (no waterfall). */
function preloadLoader(route: RouteDefinition) {
  return () => {
    if (isRemoteRoute(route)) loadExposedModule(route.owner, route.module).catch(() => undefined);
    return null;
  };
}

const toRouteObject = (route: RouteDefinition): RouteObject => ({
  // Stable ids: the server's render and the browser's hydration name the same routes.
  id: route.path,
  path: route.path,
  element: routeElement(route),
  loader: preloadLoader(route),
});

const byArea = (area: RouteDefinition['area']) => routeTable.filter((route) => route.area === area);

export const routes: RouteObject[] = [
  {
    id: 'public',
    element: <PublicChrome />,
    children: [...byArea('public').map(toRouteObject), { id: 'not-found', path: '*', element: <NotFoundPage /> }],
  },
  ...byArea('auth').map(toRouteObject),
  {
    id: 'admin',
    element: (
      <Suspense fallback={<CheckingAuthentication />}>
        <AdminArea />
      </Suspense>
    ),
    children: [
      ...byArea('admin').map(toRouteObject),
      {
        id: 'admin-not-found',
        path: '/admin/*',
        element: (
          <Suspense fallback={<LoadingSkeleton label="Loading" />}>
            <AdminNotFoundPage />
          </Suspense>
        ),
      },
    ],
  },
];

/**
 * What the loaders of a page rendered to HTML "returned": nothing (they only start downloads).
 * Given to the router that hydrates the page, so that it renders at once, as the server did,
 * instead of first waiting for its loaders.
 */
export function hydrationDataFor(pathname: string): HydrationState {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaderData: Record<string, null> = {};
  for (const { route } of matches) if (route.loader && route.id) loaderData[route.id] = null;
  return { loaderData };
}

/**
 * Pages never asked of the server when the app opens them: opened directly they only send the
 * visitor on (the results), so their HTML is not worth keeping, and asking for it would tell the
 * server that this visitor has finished the assessment.
 */
const neverKept = new Set(
  routeTable
    .filter(isRemoteRoute)
    .filter((route) => route.landsOn)
    .map((route) => route.path),
);

export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  // A page the app opens without loading it is kept for offline use like one loaded (docs/offline.md).
  router.subscribe(({ location }) => {
    if (!neverKept.has(location.pathname)) keepPageOpenedInApp(location.pathname);
  });
  return router;
}

/** The router of a page rendered to HTML (no browser history). */
export const createPageRouter = (pathname: string) => createMemoryRouter(routes, { initialEntries: [pathname], hydrationData: hydrationDataFor(pathname) });

export type AppRouter = ReturnType<typeof createAppRouter>;
