import { adminHeaderTitle, adminNavigation, routeTable } from './route-table';

describe('the route table', () => {
  it('holds every route of both specifications, once, each with its owner', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/terms-and-conditions',
        '/privacy-policy',
        '/our-story',
        '/assessment',
        '/assessment-results',
        '/contact',
        '/admin/login',
        '/admin/register',
        '/admin/forgot-password',
        '/admin/reset-password',
        '/admin',
        '/admin/users',
        '/admin/therapists',
        '/admin/rafikis',
        '/admin/rafiki-requests',
        '/admin/group-suggestions',
        '/admin/boma-groups',
        '/admin/resources',
        '/admin/contact-messages',
        '/admin/audit-log',
      ]),
    );
    expect(paths).toHaveLength(21);
    const owner = (path: string) => routeTable.find((route) => route.path === path)?.owner;
    expect(owner('/contact')).toBe('mfe-public');
    expect(owner('/assessment-results')).toBe('mfe-assessment');
    expect(owner('/admin')).toBe('shell');
    expect(owner('/admin/rafiki-requests')).toBe('mfe-admin-users');
    expect(owner('/admin/boma-groups')).toBe('mfe-admin-community');
    expect(owner('/admin/contact-messages')).toBe('mfe-admin-content');
    expect(owner('/admin/audit-log')).toBe('mfe-admin-users');
    expect(routeTable.find((route) => route.path === '/admin/audit-log')).toMatchObject({ module: 'AuditLogPage' });
  });

  it('gives the sidebar its nine entries in order, then the Audit Log', () => {
    expect(adminNavigation.map((route) => route.title)).toEqual([
      'Overview',
      'Users',
      'Therapists',
      'Rafikis',
      'Rafiki Requests',
      'Group Suggestions',
      'Boma Groups',
      'Resources',
      'Contact Messages',
      'Audit Log',
    ]);
  });

  it.each([
    ['/admin/boma-groups', 'Boma Groups'],
    ['/admin/boma-groups/', 'Boma Groups'],
    ['/admin', 'Overview'],
    ['/admin/audit-log', 'Audit Log'],
    ['/admin/something-else', 'Dashboard'],
  ])('titles the header after the route, with Dashboard as the fallback: %s is %s', (path, title) => {
    expect(adminHeaderTitle(path)).toBe(title);
  });
});
