import { isAdminPath, pageAddress, requestKind } from './offline-plan';

const origin = 'https://tulia.co.ke';
const publicRemotes = ['mfe-public', 'mfe-assessment'];
const kind = (path: string, mode = 'cors', base = origin) => requestKind(new URL(path, base), mode, origin, publicRemotes);

describe('requestKind', () => {
  it('never handles the api, whatever the request', () => {
    expect(kind('/api/contact')).toBe('api');
    expect(kind('/api/contact/subjects?x=1')).toBe('api');
    expect(kind('/api', 'navigate')).toBe('api');
    expect(kind('/api/health', 'navigate')).toBe('api');
  });

  it('tells admin pages from public pages', () => {
    expect(kind('/admin', 'navigate')).toBe('admin-page');
    expect(kind('/admin/contact-messages?page=2', 'navigate')).toBe('admin-page');
    expect(kind('/', 'navigate')).toBe('public-page');
    expect(kind('/assessment', 'navigate')).toBe('public-page');
    expect(kind('/administrators-are-not-admin', 'navigate')).toBe('public-page');
    expect(kind('/no-such-page', 'navigate')).toBe('public-page');
  });

  it('reads remotes.json and the public remotes’ entry files from the network first', () => {
    expect(kind('/remotes.json')).toBe('code-entry');
    expect(kind('/remotes/mfe-public/1.0.0-abc/remoteEntry.js')).toBe('code-entry');
    expect(kind('/remotes/mfe-assessment/9.9.1/mf-manifest.json')).toBe('code-entry');
  });

  it('keeps hashed shell files and the public remotes’ version folders as they are', () => {
    expect(kind('/assets/chakra-BiCu2_Q8.js')).toBe('immutable-code');
    expect(kind('/assets/wake-D94dKr3A.js')).toBe('immutable-code');
    expect(kind('/remoteEntry-BPwtepMZ.js')).toBe('immutable-code');
    expect(kind('/remotes/mfe-public/1.0.0-abc/assets/HomePage-x.js')).toBe('immutable-code');
  });

  it('leaves the admin remotes, other origins and anything else to the browser', () => {
    expect(kind('/remotes/mfe-admin-users/1.0.0/remoteEntry.js')).toBe('other');
    expect(kind('/remotes/mfe-admin-users/1.0.0/assets/UsersPage-x.js')).toBe('other');
    expect(kind('/remotes/mfe-public/1.0.0/ssr/HomePage.mjs')).toBe('other');
    expect(kind('/icons/icon-192.png')).toBe('other');
    expect(kind('/sw.js')).toBe('other');
    expect(kind('/assets/x.js', 'cors', 'https://cdn.example.org')).toBe('other');
    expect(kind('/', 'navigate', 'https://example.org')).toBe('other');
  });

  it('keeps the site icon and the web app manifest for offline pages', () => {
    expect(kind('/favicon.svg')).toBe('site-file');
    expect(kind('/manifest.webmanifest')).toBe('site-file');
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
