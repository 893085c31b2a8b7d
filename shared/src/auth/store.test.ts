import type { Admin } from '@tulia/shared/contract';

interface Call {
  path: string;
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

type Handler = (call: Call) => Response | Promise<Response>;

const admin: Admin = {
  id: 7,
  email: 'amani@example.org',
  username: 'amani',
  full_name: 'Amani Wanjiru',
  phone: '+254700000000',
  admin_level: 'super_admin',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

// Installs a fake global fetch; the singleton api client resolves fetch at call time.
function serve(handler: Handler) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: Call = {
      path: new URL(request.url).pathname,
      method: request.method,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

const PROFILE = '/api/auth/admin/profile';
const REFRESH = '/api/auth/admin/refresh';
const LOGIN = '/api/auth/admin/login';
const LOGOUT = '/api/admin/logout';

function storeSession(access = 'old-access', refresh: string | null = 'old-refresh') {
  localStorage.setItem('admin_access_token', access);
  if (refresh) localStorage.setItem('admin_refresh_token', refresh);
  localStorage.setItem('admin_user', JSON.stringify(admin));
}

const stored = () => ({
  access: localStorage.getItem('admin_access_token'),
  refresh: localStorage.getItem('admin_refresh_token'),
  admin: localStorage.getItem('admin_user'),
});

// Fresh store, api client and listeners for every test.
async function load() {
  return import('./index');
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  delete globalThis.__TULIA_SHARED_INSTANCES__;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('initial state and module', () => {
  it('starts loading with no admin, and registers one instance of auth and of api-client', async () => {
    const { useAuthStore } = await load();
    expect(useAuthStore.getState()).toMatchObject({ status: 'loading', admin: null });
    expect(globalThis.__TULIA_SHARED_INSTANCES__).toMatchObject({ auth: 1, 'api-client': 1 });
  });
});

describe('initialize: the start-up check of a stored session', () => {
  it('1. without a stored access token: unauthenticated, no network', async () => {
    const server = serve(() => json(200, admin));
    localStorage.setItem('admin_refresh_token', 'old-refresh');
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', admin: null });
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('2. with a token, a profile answer makes it authenticated and is stored', async () => {
    storeSession();
    localStorage.setItem('admin_user', '{broken');
    const server = serve(() => json(200, admin));
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', admin });
    expect(JSON.parse(stored().admin ?? 'null')).toEqual(admin);
    expect(server.calls).toEqual([{ path: PROFILE, method: 'GET', authorization: 'Bearer old-access', contentType: 'application/json', body: '' }]);
  });

  it('2. accepts a profile wrapped as { admin }', async () => {
    storeSession();
    serve(() => json(200, { admin }));
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', admin });
  });

  it('3. session expired: refreshes with the refresh token, stores the new one, fetches the profile again', async () => {
    storeSession();
    const server = serve((call) => {
      if (call.path === REFRESH) return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      return call.authorization === 'Bearer new-access' ? json(200, { admin }) : json(401, { message: 'Token expired' });
    });
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', admin });
    expect(server.calls.map((c) => [c.method, c.path, c.authorization])).toEqual([
      ['GET', PROFILE, 'Bearer old-access'],
      ['POST', REFRESH, 'Bearer old-refresh'],
      ['GET', PROFILE, 'Bearer new-access'],
    ]);
    expect(stored()).toMatchObject({ access: 'new-access', refresh: 'new-refresh' });
  });

  it('3. refresh refused: clears the three stored items, unauthenticated', async () => {
    storeSession();
    localStorage.setItem('adminUser', 'obsolete');
    serve((call) => (call.path === REFRESH ? json(401, { message: 'Refresh token revoked' }) : json(401, {})));
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', admin: null });
    expect(stored()).toEqual({ access: null, refresh: null, admin: null });
    expect(localStorage.getItem('adminUser')).toBe('obsolete');
  });

  it('3. no stored refresh token: clears, unauthenticated, without a refresh call', async () => {
    storeSession('old-access', null);
    const server = serve(() => json(401, {}));
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(stored()).toEqual({ access: null, refresh: null, admin: null });
    expect(server.calls.map((c) => c.path)).toEqual([PROFILE]);
  });

  it('3. second profile call fails: unauthenticated, the new tokens kept', async () => {
    storeSession();
    serve((call) => {
      if (call.path === REFRESH) return json(200, { access_token: 'new-access' });
      return call.authorization === 'Bearer new-access' ? json(500, {}) : json(401, {});
    });
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', admin: null });
    expect(stored()).toMatchObject({ access: 'new-access', refresh: 'old-refresh' });
  });

  it('3. second profile call refused too: unauthenticated and cleared', async () => {
    storeSession();
    serve((call) => (call.path === REFRESH ? json(200, { access_token: 'new-access' }) : json(401, {})));
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(stored()).toEqual({ access: null, refresh: null, admin: null });
  });

  it.each([
    ['a server error', () => json(500, { message: 'Database unavailable' })],
    ['a forbidden answer', () => json(403, { message: 'Forbidden' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a profile of the wrong shape', () => json(200, { id: 'x' })],
  ])('4. %s: unauthenticated without clearing storage', async (_label, answer) => {
    storeSession();
    const before = stored();
    const server = serve(answer);
    const { useAuthStore } = await load();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', admin: null });
    expect(stored()).toEqual(before);
    expect(server.calls.map((c) => c.path)).toEqual([PROFILE]);
  });

  it('runs once for concurrent calls', async () => {
    storeSession();
    const answer = deferred<Response>();
    const server = serve(() => answer.promise);
    const { useAuthStore } = await load();
    const first = useAuthStore.getState().initialize();
    const second = useAuthStore.getState().initialize();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    answer.resolve(json(200, admin));
    await Promise.all([first, second]);
    expect(server.calls).toHaveLength(1);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('does not overwrite a login that finished while it was running', async () => {
    storeSession();
    const profile = deferred<Response>();
    serve((call) => (call.path === LOGIN ? json(200, { access_token: 'la', refresh_token: 'lr', admin }) : profile.promise));
    const { useAuthStore } = await load();
    const check = useAuthStore.getState().initialize();
    await expect(useAuthStore.getState().login('amani@example.org', 'secret-pass')).resolves.toEqual({ ok: true });
    profile.resolve(json(500, {}));
    await check;
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', admin });
  });
});

describe('login and its failure texts', () => {
  it('stores the three items and becomes authenticated', async () => {
    const server = serve(() => json(200, { access_token: 'la', refresh_token: 'lr', admin }));
    const { useAuthStore } = await load();
    await expect(useAuthStore.getState().login('amani@example.org', 'secret-pass')).resolves.toEqual({ ok: true });
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', admin });
    expect(stored()).toEqual({ access: 'la', refresh: 'lr', admin: JSON.stringify(admin) });
    expect(server.calls).toEqual([
      {
        path: LOGIN,
        method: 'POST',
        authorization: null,
        contentType: 'application/json',
        body: '{"email":"amani@example.org","password":"secret-pass"}',
      },
    ]);
  });

  it.each([
    ['access_token', { refresh_token: 'lr', admin }],
    ['refresh_token', { access_token: 'la', admin }],
    ['admin', { access_token: 'la', refresh_token: 'lr' }],
  ])("fails with 'Invalid email or password' when the answer lacks %s", async (_field, answer) => {
    serve(() => json(200, answer));
    const { useAuthStore } = await load();
    await expect(useAuthStore.getState().login('a@b.co', 'x')).resolves.toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
    expect(useAuthStore.getState().status).toBe('loading');
    expect(stored()).toEqual({ access: null, refresh: null, admin: null });
  });

  it("lets the server's message through (wrong password, too many attempts)", async () => {
    const answers = [json(401, { message: 'Invalid email or password' }), json(429, { message: 'Too many login attempts. Please try again later.' })];
    serve(() => answers.shift() ?? json(500, {}));
    const { useAuthStore } = await load();
    await expect(useAuthStore.getState().login('a@b.co', 'x')).resolves.toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
    await expect(useAuthStore.getState().login('a@b.co', 'x')).resolves.toEqual({
      ok: false,
      message: 'Too many login attempts. Please try again later.',
    });
  });

  it('shows the message of a thrown error, e.g. the network one', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const { useAuthStore } = await load();
    await expect(useAuthStore.getState().login('a@b.co', 'x')).resolves.toEqual({
      ok: false,
      message: 'Network error: Unable to connect to the server. Please check your connection and try again.',
    });
  });

  it("falls back to 'Login failed. Please check your credentials.' for an error without a message", async () => {
    const { useAuthStore } = await load();
    const { apiClient } = await import('@tulia/shared/api-client');
    vi.spyOn(apiClient, 'post').mockRejectedValueOnce(new Error(''));
    await expect(useAuthStore.getState().login('a@b.co', 'x')).resolves.toEqual({
      ok: false,
      message: 'Login failed. Please check your credentials.',
    });
  });
});

describe('logout, which never fails', () => {
  async function signedIn(handler: Handler) {
    storeSession();
    const server = serve((call) => (call.path === PROFILE ? json(200, admin) : handler(call)));
    const loaded = await load();
    await loaded.useAuthStore.getState().initialize();
    expect(loaded.useAuthStore.getState().status).toBe('authenticated');
    return { ...loaded, server };
  }

  it('calls the server with the token, clears storage, becomes unauthenticated', async () => {
    const { useAuthStore, server } = await signedIn(() => new Response(null, { status: 204 }));
    await useAuthStore.getState().logout();
    expect(server.calls.at(-1)).toMatchObject({ path: LOGOUT, method: 'POST', authorization: 'Bearer old-access' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', admin: null });
    expect(stored()).toEqual({ access: null, refresh: null, admin: null });
  });

  it.each([
    ['a server error', () => json(500, {})],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('ignores %s', async (_label, answer) => {
    const { useAuthStore } = await signedIn(answer);
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', admin: null });
    expect(stored()).toEqual({ access: null, refresh: null, admin: null });
  });

  it('does not refresh on a 401 from logout', async () => {
    const { useAuthStore, server } = await signedIn(() => json(401, {}));
    await useAuthStore.getState().logout();
    expect(server.calls.map((c) => c.path)).not.toContain(REFRESH);
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });

  it('makes no call without a stored token', async () => {
    localStorage.setItem('admin_user', JSON.stringify(admin));
    const server = serve(() => json(200, {}));
    const { useAuthStore } = await load();
    await useAuthStore.getState().logout();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(stored().admin).toBeNull();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
  });
});

describe('session expiry during work', () => {
  it('becomes unauthenticated when a silent refresh fails', async () => {
    storeSession();
    serve((call) => (call.path === PROFILE ? json(200, admin) : json(401, {})));
    const { useAuthStore } = await load();
    const { apiClient } = await import('@tulia/shared/api-client');
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('authenticated');
    await expect(apiClient.get('admin/users')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', admin: null });
    expect(stored()).toEqual({ access: null, refresh: null, admin: null });
  });
});

describe('helpers', () => {
  it('tells a super admin apart', async () => {
    const { isSuperAdmin, selectIsSuperAdmin, selectAdmin, selectStatus, selectIsAuthenticated, authStore } = await load();
    expect(isSuperAdmin(admin)).toBe(true);
    expect(isSuperAdmin({ ...admin, admin_level: 'admin' })).toBe(false);
    expect(isSuperAdmin(null)).toBe(false);
    const state = { ...authStore.getState(), status: 'authenticated' as const, admin };
    expect(selectIsSuperAdmin(state)).toBe(true);
    expect(selectAdmin(state)).toBe(admin);
    expect(selectStatus(state)).toBe('authenticated');
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectIsAuthenticated(authStore.getState())).toBe(false);
  });
});
