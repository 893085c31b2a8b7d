import { describe, expect, it } from 'vitest';
import { canonicalSitePath } from './index';

describe('canonicalSitePath', () => {
  it.each([
    ['/', '/', 'public'],
    ['/contact/', '/contact', 'public'],
    ['//admin//users/', '/admin/users', 'admin'],
    ['/%61dmin/users', '/admin/users', 'admin'],
    ['/admin%2fusers', '/admin/users', 'admin'],
    ['/contact/../admin', '/admin', 'admin'],
    ['/./api/health', '/api/health', 'api'],
    ['/%61pi', '/api', 'api'],
    ['/administration', '/administration', 'public'],
    ['/apiary', '/apiary', 'public'],
  ] as const)('reads %s as %s (%s)', (raw, path, area) => {
    expect(canonicalSitePath(raw)).toEqual({ path, area });
  });

  it('refuses a backslash, spelled or escaped, and a broken escape', () => {
    for (const raw of ['/\\evil.example', '/%5Cevil.example', '/%5cadmin', '/%E0%A4%A', '/a%00b']) expect(canonicalSitePath(raw), raw).toBeNull();
  });
});
