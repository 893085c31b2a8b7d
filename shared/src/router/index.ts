/**
 * The React Router pieces the product uses, as one shared module: sharing `react-router-dom`
 * itself made every page download the whole package, server helpers included. Every app
 * imports routing from here (a lint rule forbids the package elsewhere), so the one shared
 * copy is tree-shaken to this list.
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useBlocker,
  useSearchParams,
} from 'react-router-dom';
export type { HydrationState, Location, RouteObject, To } from 'react-router-dom';
