import { describe, expect, it } from 'vitest';
import { routeTable, type RouteDefinition } from '../../../../shell/src/routes/route-table';
import { adHocRoute, benchRoutes, concretePath, loadRoutes, selectRoutes } from './routes';

describe('loadRoutes', () => {
  const routes = loadRoutes();
  const byPath = (path: string) => routes.find((route) => route.path === path);

  it('takes every route of the shell table, public pages first', () => {
    // In the table's order (the shell's own test pins its public pages, which come first).
    expect(routes.map((route) => route.path)).toEqual(routeTable.map((route) => concretePath(route.path)));
    expect(routes.findIndex((route) => route.area !== 'public')).toBe(routes.filter((route) => route.area === 'public').length);
    expect(byPath('/admin/users')).toBeDefined();
  });

  it('waits on a public page for its remote inside the public layout', () => {
    expect(byPath('/contact')).toEqual({
      path: '/contact',
      title: 'Contact Us',
      area: 'public',
      owner: 'mfe-public',
      module: 'ContactPage',
      signedIn: false,
      ready: { path: '/contact', settlesAt: undefined, area: 'public', owner: 'mfe-public', layout: 'mfe-public', heading: null, list: false },
    });
    // Opened directly, the results page moves on to the assessment.
    expect(byPath('/assessment-results')?.ready.settlesAt).toBe('/assessment');
  });

  it('signs in for admin screens, which wait for their title and, for a remote, their list', () => {
    expect(byPath('/admin/resources')).toMatchObject({
      signedIn: true,
      ready: { area: 'admin', owner: 'mfe-admin-content', heading: 'Resources', layout: null, list: true },
    });
    expect(byPath('/admin')).toMatchObject({ signedIn: true, module: undefined, ready: { owner: null, heading: 'Overview', list: false } });
    expect(byPath('/admin/login')).toMatchObject({ signedIn: false, ready: { area: 'auth', owner: null, heading: null } });
  });
});

describe('concretePath', () => {
  it('replaces a route parameter with a sample from the demo seed', () => {
    expect(concretePath('/admin/users/:id')).toBe('/admin/users/1');
    expect(concretePath('/admin/users/:id?')).toBe('/admin/users/1');
    expect(() => concretePath('/admin/:slug')).toThrow('no sample value for the route parameter :slug');
  });

  it('is applied to the table', () => {
    const table: RouteDefinition[] = [{ path: '/admin/users/:id', title: 'User', area: 'admin', owner: 'mfe-admin-users', module: 'UserPage' }];
    expect(benchRoutes(table)[0]?.ready.path).toBe('/admin/users/1');
  });
});

describe('adHocRoute', () => {
  it('waits for nothing in particular, and signs in under /admin except on the sign-in screens', () => {
    expect(adHocRoute('/somewhere')).toEqual({
      path: '/somewhere',
      title: '/somewhere',
      area: 'public',
      owner: 'shell',
      signedIn: false,
      ready: { path: '/somewhere', area: 'unknown', owner: null, layout: null, heading: null },
    });
    expect(adHocRoute('/admin/anything').signedIn).toBe(true);
    expect(adHocRoute('/admin/login').signedIn).toBe(false);
    expect(adHocRoute('/admin/reset-password?token=x').signedIn).toBe(false);
  });
});

describe('selectRoutes', () => {
  const routes = loadRoutes();

  it('keeps the table order whatever the order asked', () => {
    expect(selectRoutes(routes, ['/contact', '/']).map((route) => route.path)).toEqual(['/', '/contact']);
  });

  it('keeps every route when none is named', () => {
    expect(selectRoutes(routes, null)).toBe(routes);
    expect(selectRoutes(routes, [])).toBe(routes);
  });

  it('refuses paths outside the table', () => {
    expect(() => selectRoutes(routes, ['/', '/nowhere', '/admin/x'])).toThrow('not in the route table: /nowhere, /admin/x');
  });
});
