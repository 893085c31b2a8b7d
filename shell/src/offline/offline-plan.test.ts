import { isAdminPath, pageAddress, requestKind, type RequestKind } from './offline-plan';

const origin = 'https://tulia.co.ke';
const publicRemotes = ['mfe-public', 'mfe-assessment'];
const kind = (path: string, mode = 'cors', base = origin) => requestKind(new URL(path, base), mode, origin, publicRemotes);

/** A request: its address, or its address, its mode (when not `cors`) and the page's origin (when not the site's). */
type Request = string | [path: string, mode: string, base?: string];

// Each behaviour: what every one of its requests is classified as.
const behaviours: [behaviour: string, expected: RequestKind, requests: Request[]][] = [
  ['never handles the api, whatever the request', 'api', ['/api/contact', '/api/contact/subjects?x=1', ['/api', 'navigate'], ['/api/health', 'navigate']]],
  [
    'tells admin pages from public pages: admin',
    'admin-page',
    [
      ['/admin', 'navigate'],
      ['/admin/contact-messages?page=2', 'navigate'],
    ],
  ],
  [
    'tells admin pages from public pages: public',
    'public-page',
    [
      ['/', 'navigate'],
      ['/assessment', 'navigate'],
      ['/administrators-are-not-admin', 'navigate'],
      ['/no-such-page', 'navigate'],
    ],
  ],
  [
    'reads remotes.json and the public remotes’ entry files from the network first',
    'code-entry',
    ['/remotes.json', '/remotes/mfe-public/1.0.0-abc/remoteEntry.js', '/remotes/mfe-assessment/9.9.1/mf-manifest.json'],
  ],
  [
    'keeps hashed shell files and the public remotes’ version folders as they are',
    'immutable-code',
    [
      '/assets/chakra-BiCu2_Q8.js',
      '/assets/wake-D94dKr3A.js',
      '/remoteEntry-BPwtepMZ.js',
      '/remotes/mfe-public/1.0.0-abc/assets/HomePage-x.js',
      '/remotes/mfe-assessment/1.0.0-abc/islands/assessment.js',
    ],
  ],
  [
    'leaves the admin remotes, other origins and anything else to the browser',
    'other',
    [
      '/remotes/mfe-admin-users/1.0.0/remoteEntry.js',
      '/remotes/mfe-admin-users/1.0.0/assets/UsersPage-x.js',
      '/remotes/mfe-public/1.0.0/ssr/HomePage.mjs',
      '/icons/icon-192.png',
      '/sw.js',
      ['/assets/x.js', 'cors', 'https://cdn.example.org'],
      ['/', 'navigate', 'https://example.org'],
    ],
  ],
  ['keeps the site icon and the web app manifest for offline pages', 'site-file', ['/favicon.svg', '/manifest.webmanifest']],
];

describe('requestKind', () => {
  it.each(behaviours)('%s', (_behaviour, expected, requests) => {
    for (const request of requests) {
      const [path, mode, base] = typeof request === 'string' ? [request] : request;
      expect(kind(path, mode, base), path).toBe(expected);
    }
  });
});

describe('other spellings of the back office and the api', () => {
  it('are classified as the site server reads them: never a public page to keep', () => {
    for (const path of ['/%61dmin/users', '/admin%2fusers', `${origin}//admin/users`, '/contact/../admin']) {
      expect(kind(path, 'navigate'), path).toBe('admin-page');
    }
    for (const path of ['/%61pi/health', '/api%2fhealth']) expect(kind(path), path).toBe('api');
    expect(kind('/%5Cevil.example', 'navigate')).toBe('other');
  });
});

describe('pageAddress', () => {
  it('keeps a page under its address without query or trailing slash', () => {
    expect(pageAddress(new URL('https://tulia.co.ke/contact/?utm=1'))).toBe('https://tulia.co.ke/contact');
    expect(pageAddress(new URL('https://tulia.co.ke/?a=b'))).toBe('https://tulia.co.ke/');
    expect(pageAddress(new URL('https://tulia.co.ke/our-story'))).toBe('https://tulia.co.ke/our-story');
  });
});

describe('isAdminPath', () => {
  it('is the back office and nothing else', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
  });
});
