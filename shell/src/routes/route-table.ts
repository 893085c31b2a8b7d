/**
 * The complete route table of the site (public pages, admin screens and the password recovery
 * screens), each route with the workspace that owns it. The
 * router, the sidebar and the header title are all generated from this one list.
 */
// The remotes are declared once, with their federation names, beside the build settings.
import type { RemotePackage } from '../../../scripts/federation';

export type { RemotePackage };

export type ShellPage = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'overview';

/** public: inside the public layout; auth: bare sign-in screens; admin: protected, inside the admin shell. */
export type RouteArea = 'public' | 'auth' | 'admin';

interface RouteBase {
  path: string;
  /** Title of the screen; for admin routes also the sidebar label and the header title. */
  title: string;
  area: RouteArea;
}

export interface RemoteRoute extends RouteBase {
  owner: RemotePackage;
  /** Name of the exposed module of the owning remote (`./<module>`). */
  module: string;
  /** Other modules of its owner the page needs when opened directly (it moves on to them). */
  alsoLoads?: readonly string[];
  /** Opened directly, the page sends the visitor on to this path. */
  landsOn?: string;
  /** Left out of the sitemap. */
  noindex?: boolean;
  /** The page's h1 is its own sentence, not its title. */
  ownHeading?: boolean;
}

export interface ShellRoute extends RouteBase {
  owner: 'shell';
  page: ShellPage;
}

export type RouteDefinition = RemoteRoute | ShellRoute;

export const routeTable: readonly RouteDefinition[] = [
  // Public site
  { path: '/', title: 'Home', area: 'public', owner: 'mfe-public', module: 'HomePage', ownHeading: true },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', area: 'public', owner: 'mfe-public', module: 'TermsPage' },
  { path: '/privacy-policy', title: 'Privacy Policy', area: 'public', owner: 'mfe-public', module: 'PrivacyPage' },
  { path: '/our-story', title: 'Our Story', area: 'public', owner: 'mfe-public', module: 'OurStoryPage' },
  { path: '/assessment', title: 'Wellness Assessment', area: 'public', owner: 'mfe-assessment', module: 'AssessmentPage' },
  // The result lives in the tab's memory only: opened directly, the page moves on to the assessment.
  {
    path: '/assessment-results',
    title: 'Your Results',
    area: 'public',
    owner: 'mfe-assessment',
    module: 'AssessmentResultsPage',
    alsoLoads: ['AssessmentPage'],
    landsOn: '/assessment',
    noindex: true,
  },
  { path: '/contact', title: 'Contact Us', area: 'public', owner: 'mfe-public', module: 'ContactPage' },
  // Admin sign-in screens, with password recovery (forgot and reset)
  { path: '/admin/login', title: 'Sign In', area: 'auth', owner: 'shell', page: 'login' },
  { path: '/admin/register', title: 'Create Admin Account', area: 'auth', owner: 'shell', page: 'register' },
  { path: '/admin/forgot-password', title: 'Forgot Password', area: 'auth', owner: 'shell', page: 'forgot-password' },
  { path: '/admin/reset-password', title: 'Reset Password', area: 'auth', owner: 'shell', page: 'reset-password' },
  // Protected admin screens, in sidebar order
  { path: '/admin', title: 'Overview', area: 'admin', owner: 'shell', page: 'overview' },
  { path: '/admin/users', title: 'Users', area: 'admin', owner: 'mfe-admin-users', module: 'UsersPage' },
  { path: '/admin/therapists', title: 'Therapists', area: 'admin', owner: 'mfe-admin-users', module: 'TherapistsPage' },
  { path: '/admin/rafikis', title: 'Rafikis', area: 'admin', owner: 'mfe-admin-users', module: 'RafikisPage' },
  { path: '/admin/rafiki-requests', title: 'Rafiki Requests', area: 'admin', owner: 'mfe-admin-users', module: 'RafikiRequestsPage' },
  { path: '/admin/group-suggestions', title: 'Group Suggestions', area: 'admin', owner: 'mfe-admin-community', module: 'GroupSuggestionsPage' },
  { path: '/admin/boma-groups', title: 'Boma Groups', area: 'admin', owner: 'mfe-admin-community', module: 'BomaGroupsPage' },
  { path: '/admin/resources', title: 'Resources', area: 'admin', owner: 'mfe-admin-content', module: 'ResourcesPage' },
  { path: '/admin/contact-messages', title: 'Contact Messages', area: 'admin', owner: 'mfe-admin-content', module: 'ContactMessagesPage' },
  // The accounts' remote also shows what the accounts did (docs/decisions.md, "Audit Log is
  // owned by mfe-admin-users").
  { path: '/admin/audit-log', title: 'Audit Log', area: 'admin', owner: 'mfe-admin-users', module: 'AuditLogPage' },
];

/** Modules the shell places around pages rather than on a route. */
export const chromeModules = {
  publicLayout: { owner: 'mfe-public', module: 'PublicLayout' },
  chatWidget: { owner: 'mfe-assessment', module: 'ChatWidget' },
} as const satisfies Record<string, { owner: RemotePackage; module: string }>;

export const adminNavigation = routeTable.filter((route) => route.area === 'admin');

/** The admin header's title: the screen's title, Dashboard when no route matches. */
export function adminHeaderTitle(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return adminNavigation.find((route) => route.path === normalised)?.title ?? 'Dashboard';
}

export const isRemoteRoute = (route: RouteDefinition): route is RemoteRoute => route.owner !== 'shell';
