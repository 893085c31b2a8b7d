import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { insertAdmin, login, startTestApi, type TestAdmin } from '../test/harness';
import { ACCESS, accessOf, apiRoutes, operationOf, takesBody, urlOf, type Access, type ApiRoute } from '../test/routes';
import { signAccessToken } from './tokens';

// The access matrix, generated from the app's route list: every route (HEAD twins included)
// with no token, broken tokens of every kind, a plain admin and a super admin, against the
// expected access of the route (ACCESS in test/routes.ts).

const api = await startTestApi();
afterAll(async () => api.close());
const routes = apiRoutes(api.app, { head: true });

let admin: TestAdmin;
let superAdmin: TestAdmin;
let forged: Record<BrokenCredential, string | undefined>;
let requestsSent = 0;

type BrokenCredential =
  | 'no token'
  | 'not a JWT'
  | 'Basic scheme'
  | 'expired'
  | 'signature changed'
  | 'payload changed (sub of the super admin)'
  | 'alg none'
  | 'signed with another secret'
  | 'session logged out';
const BROKEN: BrokenCredential[] = [
  'no token',
  'not a JWT',
  'Basic scheme',
  'expired',
  'signature changed',
  'payload changed (sub of the super admin)',
  'alg none',
  'signed with another secret',
  'session logged out',
];
type Caller = BrokenCredential | 'admin' | 'super_admin';
const CALLERS: Caller[] = [...BROKEN, 'admin', 'super_admin'];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const hs256 = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest('base64url');

beforeAll(async () => {
  admin = await insertAdmin(api.db, 'admin');
  superAdmin = await insertAdmin(api.db, 'super_admin');
  const adminSession = await login(api.app, admin);
  const superSession = await login(api.app, superAdmin);
  const [header = '', payload = '', signature = ''] = adminSession.access_token.split('.');
  const adminClaims = claimsOf(adminSession.access_token);
  const superClaims = claimsOf(superSession.access_token);
  // An access token of a real, live session, signed with the right secret, an hour past its expiry.
  const expired = signAccessToken(admin.id, String(adminClaims.sid), api.config.jwtSecret, 60, Date.now() - 3_600_000);
  const escalated = b64({ ...adminClaims, sub: String(superAdmin.id), sid: superClaims.sid });
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  const loggedOut = await login(api.app, admin);
  const bye = await api.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${loggedOut.access_token}` } });
  expect(bye.statusCode).toBe(200);
  forged = {
    'no token': undefined,
    'not a JWT': 'Bearer not-a-token',
    'Basic scheme': `Basic ${Buffer.from(`${superAdmin.email}:${superAdmin.password}`).toString('base64')}`,
    expired: `Bearer ${expired}`,
    'signature changed': `Bearer ${header}.${payload}.${flipped}`,
    'payload changed (sub of the super admin)': `Bearer ${header}.${escalated}.${signature}`,
    'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...superClaims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    'signed with another secret': `Bearer ${header}.${escalated}.${hs256(`${header}.${escalated}`, 'another secret of at least thirty-two characters')}`,
    'session logged out': `Bearer ${loggedOut.access_token}`,
  };
});
afterAll(() => {
  console.info(`access matrix: ${routes.length} routes (HEAD included) x ${CALLERS.length} callers = ${requestsSent} requests`);
});

/** The credential of a caller for a route: a new session for the signed-in ones (logout ends it). */
async function authorization(route: ApiRoute, caller: Caller): Promise<string | undefined> {
  if (caller !== 'admin' && caller !== 'super_admin') return forged[caller];
  const session = await login(api.app, caller === 'admin' ? admin : superAdmin);
  return `Bearer ${accessOf(route) === 'refresh' ? session.refresh_token : session.access_token}`;
}

/** The status class a caller must get on a route of this access. */
function expected(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'admin') return access === 'super_admin' ? 403 : 'allowed';
  if (caller === 'super_admin') return 'allowed';
  return 401;
}

function checkJsonError(res: LightMyRequestResponse, route: ApiRoute): void {
  if (route.method === 'HEAD') return;
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(typeof res.json<{ message?: unknown }>().message).toBe('string');
}

describe('access matrix', () => {
  it('has an expected access for every route of the app, and no stale entry', () => {
    const keys = new Set(apiRoutes(api.app).map((route) => route.key));
    expect([...keys].filter((key) => !(key in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !keys.has(key))).toEqual([]);
    expect(routes.filter((route) => !accessOf(route)).map((route) => route.key)).toEqual([]);
  });

  it('agrees with the OpenAPI document (security and super-admin-only marks)', () => {
    for (const route of apiRoutes(api.app)) {
      const operation = operationOf(api.app, route)?.operation;
      if (!operation) continue;
      const key = route.key;
      const documented: Access =
        operation.auth === 'none' ? 'public' : operation.auth === 'refresh' ? 'refresh' : operation.superAdminOnly ? 'super_admin' : 'admin';
      expect({ key, access: ACCESS[key] }).toEqual({ key, access: documented });
    }
  });

  it.each(routes.map((route) => [route.key, accessOf(route) ?? 'public', route] as const))('%s (%s)', async (_key, access, route) => {
    // An id no record has, and an empty JSON body: a permitted caller gets 2xx, 400 or 404.
    const url = urlOf(route, 2_000_000_000);
    for (const caller of CALLERS) {
      const header = await authorization(route, caller);
      requestsSent += 1;
      const res = await api.app.inject({
        method: route.method,
        url,
        headers: { ...(header ? { authorization: header } : {}), ...(takesBody(route) ? { 'content-type': 'application/json' } : {}) },
        ...(takesBody(route) ? { payload: '{}' } : {}),
      });
      const want = access === 'refresh' ? (caller === 'admin' || caller === 'super_admin' ? 'allowed' : 401) : expected(access, caller);
      const seen = `${caller} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, seen).toBeLessThan(500);
      if (want === 'allowed') expect([401, 403], seen).not.toContain(res.statusCode);
      else expect(res.statusCode, seen).toBe(want);
      if (res.statusCode >= 400) checkJsonError(res, route);
      // Every api answer says nosniff; answers of authenticated calls are never cached.
      expect(res.headers['x-content-type-options'], seen).toBe('nosniff');
      if (access !== 'public') expect(res.headers['cache-control'], seen).toBe('no-store');
    }
  });

  it('an access token is no refresh token, and a refresh token no access token', async () => {
    const session = await login(api.app, admin);
    const asRefresh = await api.app.inject({ method: 'POST', url: '/api/auth/admin/refresh', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(asRefresh.statusCode).toBe(401);
    const asAccess = await api.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${session.refresh_token}` } });
    expect(asAccess.statusCode).toBe(401);
  });
});
