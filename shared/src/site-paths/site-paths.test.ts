import { describe, expect, it } from 'vitest';
import { bucketFromCookies, bucketName, bucketSetCookie, canonicalSitePath } from './index';

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

describe('the canary bucket cookie', () => {
  it('reads a two-digit bucket among other cookies, and nothing else', () => {
    expect(bucketFromCookies('a=1; tulia_bucket=07; b=2')).toBe('07');
    expect(bucketFromCookies('tulia_bucket=42')).toBe('42');
    expect(bucketFromCookies('tulia_bucket=420')).toBeNull();
    expect(bucketFromCookies('xtulia_bucket=42')).toBeNull();
    expect(bucketFromCookies('tulia_bucket=4')).toBeNull();
    expect(bucketFromCookies(undefined)).toBeNull();
  });

  it('keeps a drawn bucket a year, out of the page scripts’ reach, Secure over https', () => {
    expect(bucketSetCookie('05', false)).toBe('tulia_bucket=05; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly');
    expect(bucketSetCookie('05', true)).toMatch(/; Secure$/);
    expect(bucketName(3)).toBe('03');
  });
});
