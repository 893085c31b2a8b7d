import { z } from 'zod';
import { buildSearchParams, createApiClient } from './client';
import { ApiError, isAbortError } from './errors';
import { API_MESSAGES } from './messages';
import { onSessionExpired } from './session';

interface Call {
  url: string;
  path: string;
  search: string;
  method: string;
  headers: Headers;
  body: string;
}

type Handler = (call: Call) => Response | Promise<Response>;

const ORIGIN = window.location.origin;

// A fake fetch that records every request and answers with the handler.
function fakeServer(handler: Handler) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: Call = {
      url: request.url,
      path: url.pathname,
      search: url.search,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    };
    calls.push(call);
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, spy: fetch };
}

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

// Like a real fetch that never gets an answer: it fails only when its request is aborted.
function hangUntilAborted(input: RequestInfo | URL): Promise<Response> {
  const signal = input instanceof Request ? input.signal : undefined;
  return new Promise<Response>((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort);
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function storeSession(access = 'access-1', refresh: string | null = 'refresh-1') {
  localStorage.setItem('admin_access_token', access);
  if (refresh) localStorage.setItem('admin_refresh_token', refresh);
  localStorage.setItem('admin_user', '{"id":1}');
}

const isRefresh = (call: Call) => call.path === '/api/auth/admin/refresh';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('buildSearchParams', () => {
  it("omits undefined, null, '' and 'all', and keeps the rest as text", () => {
    const params = buildSearchParams({
      status: 'all',
      category: 'all',
      search: '',
      type: undefined,
      owner: null,
      page: 1,
      per_page: 20,
      active: false,
      q: 'amani',
    });
    expect(params?.toString()).toBe('page=1&per_page=20&active=false&q=amani');
  });

  it("sends a search for the word 'all'", () => {
    expect(buildSearchParams({ status: 'all', search: 'all' })?.toString()).toBe('search=all');
  });

  it('gives nothing when every entry is omitted or none is given', () => {
    expect(buildSearchParams({ status: 'all', search: '' })).toBeUndefined();
    expect(buildSearchParams(undefined)).toBeUndefined();
  });
});

describe('requests', () => {
  it('sends an authenticated GET under the base path with JSON content type and the Bearer token', async () => {
    storeSession();
    const server = fakeServer(() => json(200, { users: [] }));
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.get('/admin/users')).resolves.toEqual({ users: [] });
    const [call] = server.calls;
    expect(call?.url).toBe(`${ORIGIN}/api/admin/users`);
    expect(call?.method).toBe('GET');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('accepts a path without a leading slash and another base URL', async () => {
    storeSession();
    const server = fakeServer(() => json(200, {}));
    await createApiClient({ fetch: server.fetch, baseUrl: 'https://api.example.org/v2' }).get('dashboard');
    expect(server.calls[0]?.url).toBe('https://api.example.org/v2/dashboard');
  });

  it('sends JSON bodies with POST and PUT, and DELETE without a body', async () => {
    storeSession();
    const server = fakeServer(() => json(200, { ok: true }));
    const client = createApiClient({ fetch: server.fetch });
    await client.post('admin/users', { email: 'a@b.co' });
    await client.put('admin/users/4', { status: 'active' });
    await client.delete('admin/users/4');
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/admin/users', '{"email":"a@b.co"}'],
      ['PUT', '/api/admin/users/4', '{"status":"active"}'],
      ['DELETE', '/api/admin/users/4', ''],
    ]);
    for (const call of server.calls) expect(call.headers.get('content-type')).toBe('application/json');
  });

  it('adds query parameters only when set', async () => {
    storeSession();
    const server = fakeServer(() => json(200, {}));
    const client = createApiClient({ fetch: server.fetch });
    await client.get('admin/boma-groups', {
      searchParams: { page: 1, per_page: 20, status: 'all', category: undefined, search: '' },
    });
    await client.get('admin/users', { searchParams: { status: 'all', search: null } });
    expect(server.calls[0]?.search).toBe('?page=1&per_page=20');
    expect(server.calls[1]?.search).toBe('');
  });

  it('sends an unauthenticated call without a token, still as JSON', async () => {
    const server = fakeServer(() => json(200, { sent: true }));
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.post('contact', { message: 'hi' }, { auth: false })).resolves.toEqual({ sent: true });
    expect(server.calls[0]?.headers.has('authorization')).toBe(false);
    expect(server.calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('uses the global fetch of the moment of the call', async () => {
    storeSession();
    const client = createApiClient();
    const server = fakeServer(() => json(200, { late: true }));
    vi.stubGlobal('fetch', server.fetch);
    await expect(client.get('admin/dashboard')).resolves.toEqual({ late: true });
    expect(server.spy).toHaveBeenCalledTimes(1);
  });
});

describe('answers', () => {
  beforeEach(() => storeSession());

  it('gives undefined for 204 and for an empty body', async () => {
    const server = fakeServer((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : new Response('', { status: 200 })));
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.delete('admin/users/1')).resolves.toBeUndefined();
    await expect(client.post('admin/contact-messages/1/close')).resolves.toBeUndefined();
  });

  it('parses with a schema and reports a mismatch as unexpected', async () => {
    const schema = z.object({ total: z.number() });
    const good = createApiClient({ fetch: fakeServer(() => json(200, { total: 3, extra: 1 })).fetch });
    await expect(good.get('admin/x', { schema })).resolves.toEqual({ total: 3 });

    const bad = createApiClient({ fetch: fakeServer(() => json(200, { total: 'three' })).fetch });
    const error = await caught(bad.get('admin/x', { schema }));
    expect(error.kind).toBe('unexpected');
    expect(error.message).toBe(API_MESSAGES.unexpected);
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('reports an OK answer that is not JSON as unexpected', async () => {
    const client = createApiClient({ fetch: fakeServer(() => new Response('<html>', { status: 200 })).fetch });
    const error = await caught(client.get('admin/x'));
    expect(error.kind).toBe('unexpected');
    expect(error.message).toBe(API_MESSAGES.unexpected);
  });
});

describe('error mapping: the transport and session texts', () => {
  it('refuses an authenticated call without a stored token, without the network', async () => {
    const server = fakeServer(() => json(200, {}));
    const error = await caught(createApiClient({ fetch: server.fetch }).get('admin/users'));
    expect(error.kind).toBe('no-token');
    expect(error.message).toBe('No access token found. Please log in again.');
    expect(server.spy).not.toHaveBeenCalled();
  });

  it("uses the server's message field for another non-OK answer", async () => {
    storeSession();
    const client = createApiClient({ fetch: fakeServer(() => json(409, { message: 'Email already exists' })).fetch });
    const error = await caught(client.post('admin/users', {}));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: 'Email already exists' });
    expect(error.body).toEqual({ message: 'Email already exists' });
  });

  it('falls back to the error field', async () => {
    storeSession();
    const client = createApiClient({ fetch: fakeServer(() => json(403, { error: 'Forbidden' })).fetch });
    expect(await caught(client.get('admin/users'))).toMatchObject({ kind: 'http', status: 403, message: 'Forbidden' });
  });

  it("otherwise says 'API request failed: {status} {statusText}', also for a body that is not JSON", async () => {
    storeSession();
    const empty = createApiClient({ fetch: fakeServer(() => json(500, {}, 'Internal Server Error')).fetch });
    expect(await caught(empty.get('admin/users'))).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'API request failed: 500 Internal Server Error',
    });
    const text = createApiClient({
      fetch: fakeServer(() => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' })).fetch,
    });
    const error = await caught(text.get('admin/users'));
    expect(error.message).toBe('API request failed: 502 Bad Gateway');
    expect(error.body).toBe('Bad gateway');
  });

  it('treats a 401 on an unauthenticated call as an ordinary HTTP error', async () => {
    const server = fakeServer(() => json(401, { message: 'Invalid email or password' }));
    const error = await caught(createApiClient({ fetch: server.fetch }).post('auth/admin/login', {}, { auth: false }));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Invalid email or password' });
    expect(server.calls).toHaveLength(1);
  });

  it.each([
    {
      failure: 'a fetch TypeError',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      kind: 'network',
      message: 'Network error: Unable to connect to the server. Please check your connection and try again.',
    },
    { failure: 'a timeout', fetch: hangUntilAborted, timeout: 20, kind: 'network', message: API_MESSAGES.network },
    {
      failure: 'any other failure',
      fetch: () => Promise.reject(new RangeError('odd')),
      kind: 'unexpected',
      message: 'An unexpected error occurred. Please try again.',
    },
  ])('maps $failure to the $kind message', async ({ fetch, timeout, kind, message }) => {
    storeSession();
    const error = await caught(createApiClient({ fetch: vi.fn(fetch), timeout }).get('admin/users'));
    expect(error).toMatchObject({ kind, message });
  });

  it("reports the caller's own abort as unexpected, recognisable as an abort", async () => {
    storeSession();
    const controller = new AbortController();
    const fetch = vi.fn(hangUntilAborted);
    const pending = caught(createApiClient({ fetch }).get('admin/users', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('unexpected');
    expect(isAbortError(error)).toBe(true);
  });
});

describe('401 on an authenticated call', () => {
  let expired: ReturnType<typeof vi.fn<() => void>>;
  let unsubscribe: () => void;

  beforeEach(() => {
    expired = vi.fn<() => void>();
    unsubscribe = onSessionExpired(expired);
  });
  afterEach(() => unsubscribe());

  it('refreshes once with the refresh token as Bearer, stores the rotated tokens and retries', async () => {
    storeSession('old-access', 'old-refresh');
    const server = fakeServer((call) => {
      if (isRefresh(call)) return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      return call.headers.get('authorization') === 'Bearer new-access' ? json(200, { users: [1] }) : json(401, { message: 'Token expired' });
    });
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.post('admin/users', { a: 1 })).resolves.toEqual({ users: [1] });

    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/admin/users', 'POST /api/auth/admin/refresh', 'POST /api/admin/users']);
    const refresh = server.calls[1];
    expect(refresh?.headers.get('authorization')).toBe('Bearer old-refresh');
    expect(refresh?.headers.get('content-type')).toBe('application/json');
    expect(refresh?.body).toBe('');
    expect(server.calls[2]?.body).toBe('{"a":1}');
    expect(localStorage.getItem('admin_access_token')).toBe('new-access');
    expect(localStorage.getItem('admin_refresh_token')).toBe('new-refresh');
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the stored refresh token when the refresh answer has none', async () => {
    storeSession('old-access', 'old-refresh');
    const server = fakeServer((call) => {
      if (isRefresh(call)) return json(200, { access_token: 'new-access' });
      return call.headers.get('authorization') === 'Bearer new-access' ? json(200, {}) : json(401, {});
    });
    await createApiClient({ fetch: server.fetch }).get('admin/users');
    expect(localStorage.getItem('admin_access_token')).toBe('new-access');
    expect(localStorage.getItem('admin_refresh_token')).toBe('old-refresh');
  });

  it('shares one in-flight refresh between concurrent 401s', async () => {
    storeSession('old-access', 'old-refresh');
    const refreshAnswer = deferred<Response>();
    let unauthorized = 0;
    const server = fakeServer((call) => {
      if (isRefresh(call)) return refreshAnswer.promise;
      if (call.headers.get('authorization') === 'Bearer new-access') return json(200, { path: call.path });
      unauthorized += 1;
      return json(401, {});
    });
    const client = createApiClient({ fetch: server.fetch });
    const results = Promise.all([client.get('admin/a'), client.get('admin/b'), client.get('admin/c')]);
    await vi.waitFor(() => expect(unauthorized).toBe(3));
    refreshAnswer.resolve(json(200, { access_token: 'new-access', refresh_token: 'new-refresh' }));

    await expect(results).resolves.toEqual([{ path: '/api/admin/a' }, { path: '/api/admin/b' }, { path: '/api/admin/c' }]);
    expect(server.calls.filter(isRefresh)).toHaveLength(1);
  });

  it('retries without a second refresh when another call refreshed meanwhile', async () => {
    storeSession('old-access', 'old-refresh');
    const lateAnswer = deferred<Response>();
    const server = fakeServer((call) => {
      if (isRefresh(call)) return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      if (call.headers.get('authorization') === 'Bearer new-access') return json(200, { path: call.path });
      return call.path === '/api/admin/slow' ? lateAnswer.promise : json(401, {});
    });
    const client = createApiClient({ fetch: server.fetch });
    const slow = client.get('admin/slow');
    await expect(client.get('admin/fast')).resolves.toEqual({ path: '/api/admin/fast' });
    lateAnswer.resolve(json(401, {}));
    await expect(slow).resolves.toEqual({ path: '/api/admin/slow' });
    expect(server.calls.filter(isRefresh)).toHaveLength(1);
  });

  it('without a refresh token: clears the three items, tells the listeners, says the session expired', async () => {
    storeSession('old-access', null);
    localStorage.setItem('adminUser', 'obsolete');
    const server = fakeServer(() => json(401, {}));
    const error = await caught(createApiClient({ fetch: server.fetch }).get('admin/users'));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Session expired. Please log in again.' });
    expect(server.calls.filter(isRefresh)).toHaveLength(0);
    expect(localStorage.getItem('admin_access_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBe('obsolete');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('when the refresh is refused: clears the three items and tells the listeners once, however many calls failed', async () => {
    storeSession();
    const server = fakeServer((call) => (isRefresh(call) ? json(401, { message: 'Refresh token revoked' }) : json(401, {})));
    const client = createApiClient({ fetch: server.fetch });
    const errors = await Promise.all([caught(client.get('admin/a')), caught(client.get('admin/b'))]);
    for (const error of errors) expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: API_MESSAGES.sessionExpired });
    expect(server.calls.filter(isRefresh)).toHaveLength(1);
    expect(localStorage.getItem('admin_access_token')).toBeNull();
    expect(localStorage.getItem('admin_refresh_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('when the refresh fails on the network or answers without a token: same outcome', async () => {
    for (const refreshAnswer of [() => Promise.reject(new TypeError('Failed to fetch')), () => json(200, { token: 'wrong shape' })]) {
      localStorage.clear();
      storeSession();
      const server = fakeServer((call) => (isRefresh(call) ? refreshAnswer() : json(401, {})));
      const error = await caught(createApiClient({ fetch: server.fetch }).get('admin/users'));
      expect(error.kind).toBe('unauthorized');
      expect(localStorage.getItem('admin_refresh_token')).toBeNull();
    }
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('when the retry is refused again: clears, tells the listeners, and refreshes only once', async () => {
    storeSession();
    const server = fakeServer((call) => (isRefresh(call) ? json(200, { access_token: 'new-access' }) : json(401, {})));
    const error = await caught(createApiClient({ fetch: server.fetch }).get('admin/users'));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/admin/users', '/api/auth/admin/refresh', '/api/admin/users']);
    expect(server.calls[2]?.headers.get('authorization')).toBe('Bearer new-access');
    expect(localStorage.getItem('admin_access_token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('with refreshOnUnauthorized false: no refresh, no clearing, no listener', async () => {
    storeSession();
    const server = fakeServer(() => json(401, { message: 'Token expired' }));
    const error = await caught(createApiClient({ fetch: server.fetch }).get('auth/admin/profile', { refreshOnUnauthorized: false }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: API_MESSAGES.sessionExpired });
    expect(server.calls).toHaveLength(1);
    expect(localStorage.getItem('admin_access_token')).toBe('access-1');
    expect(localStorage.getItem('admin_refresh_token')).toBe('refresh-1');
    expect(expired).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed', async () => {
    unsubscribe();
    storeSession('a', null);
    await caught(createApiClient({ fetch: fakeServer(() => json(401, {})).fetch }).get('admin/users'));
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('refreshAccessToken', () => {
  it('resolves false without the network when no refresh token is stored', async () => {
    const server = fakeServer(() => json(200, { access_token: 'x' }));
    await expect(createApiClient({ fetch: server.fetch }).refreshAccessToken()).resolves.toBe(false);
    expect(server.spy).not.toHaveBeenCalled();
  });

  it('stores the new tokens, shares concurrent calls, and never clears by itself', async () => {
    storeSession('a', 'r');
    const server = fakeServer(() => json(200, { access_token: 'a2', refresh_token: 'r2' }));
    const client = createApiClient({ fetch: server.fetch });
    await expect(Promise.all([client.refreshAccessToken(), client.refreshAccessToken()])).resolves.toEqual([true, true]);
    expect(server.calls).toHaveLength(1);
    expect(localStorage.getItem('admin_access_token')).toBe('a2');
    expect(localStorage.getItem('admin_refresh_token')).toBe('r2');

    const refused = createApiClient({ fetch: fakeServer(() => json(401, {})).fetch });
    await expect(refused.refreshAccessToken()).resolves.toBe(false);
    expect(localStorage.getItem('admin_refresh_token')).toBe('r2');
  });
});
