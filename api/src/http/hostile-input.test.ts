import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { OWN_PASSWORD_SIGNED_OUT_MESSAGE } from '../auth/own-password';
import { hashToken, newSessionId, randomToken, signAccessToken } from '../auth/tokens';
import { contactMessages, refreshTokens, sessions } from '../db/schema';
import { seedDemo } from '../seed/demo';
import {
  bodyText,
  boundaryValues,
  jsonSchemaOf,
  pathId,
  percentEncode,
  queryText,
  renderJson,
  SCRIPT_INJECTIONS,
  seedFor,
  SQL_INJECTIONS,
  validValue,
  type JsonAst,
  type JsonSchema,
} from '../test/hostile';
import { JsonObject } from '../test/hostile';
import { insertAdmin, personPayload, startTestApi, unique, type TestAdmin } from '../test/harness';
import { ACCESS, apiRoutes, operationOf, takesBody, urlOf, type ApiRoute } from '../test/routes';
import { ChangeDetector } from '../test/snapshot';

// Property-based hostile input over every route of the api (derived from the app itself):
// never a 5xx, every 4xx a JSON { message }, and a refused request changes nothing in the
// database. Deterministic: a fixed seed per route (FUZZ_SEED to explore others), printed by
// fast-check with the counterexample when a property fails.

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_260_511);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

// Top-level await: the cases are generated from the routes of a real app.
const api = await startTestApi();
afterAll(async () => api.close());
const routes = apiRoutes(api.app);
let superAdmin: TestAdmin;
let requestsSent = 0;
/** Answers by status, to show how far the generated requests get (printed at the end). */
const statuses = new Map<number, number>();

beforeAll(async () => {
  // Real records behind small ids, so that generated ids reach the services, not only 404s.
  await seedDemo(api.db, api.config);
  superAdmin = await insertAdmin(api.db, 'super_admin');
});
afterAll(() => {
  const answers = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.info(`hostile input: ${routes.length} endpoints, ${RUNS} runs per endpoint and identity, ${requestsSent} requests (${answers})`);
});

interface Credentials {
  access: string;
  refresh: string;
}

/**
 * A new session of the super admin for each request, written straight into the database
 * (a generated request may log out, change or reset the password of, or revoke that admin),
 * in one batch per property so that the runs themselves write nothing.
 */
async function superAdminSessions(count: number): Promise<Credentials[]> {
  const made = Array.from({ length: count }, () => ({ sessionId: newSessionId(), refresh: randomToken() }));
  await api.db.insert(sessions).values(made.map(({ sessionId }) => ({ id: sessionId, userId: superAdmin.id, expiresAt: new Date(Date.now() + 3_600_000) })));
  await api.db.insert(refreshTokens).values(made.map(({ sessionId, refresh }) => ({ sessionId, tokenHash: hashToken(refresh) })));
  return made.map(({ sessionId, refresh }) => ({ access: signAccessToken(superAdmin.id, sessionId, api.config.jwtSecret, 900), refresh }));
}

type Identity = 'anonymous' | 'super_admin';

async function send(
  route: ApiRoute,
  bearer: string | undefined,
  options: { id: string; query: string; body: string | undefined },
): Promise<{ request: string; res: LightMyRequestResponse }> {
  const url = `${urlOf(route, options.id)}${options.query ? `?${options.query}` : ''}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const inject: InjectOptions = { method: route.method, url, headers, ...(options.body !== undefined ? { payload: options.body } : {}) };
  requestsSent += 1;
  const res = await api.app.inject(inject);
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  return { request: `${route.method} ${url} ${options.body === undefined ? '' : options.body.slice(0, 300)}`, res };
}

/** What every answer to a hostile request must satisfy. */
function checkAnswer(request: string, res: LightMyRequestResponse): void {
  const where = `${request} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
  if (res.statusCode < 400) return;
  if (!String(res.headers['content-type']).startsWith('application/json')) throw new Error(`a ${res.statusCode} that is not JSON: ${where}`);
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(`a ${res.statusCode} whose body does not parse: ${where}`);
  }
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string' || message.trim().length < 5 || message.length > 500)
    throw new Error(`a ${res.statusCode} without a clear message: ${where}`);
  if (/\n\s+at |node_modules|\.ts:\d+|Failed query|params:/.test(res.body)) throw new Error(`a ${res.statusCode} that leaks internals: ${where}`);
}

describe('hostile input on every endpoint (fast-check)', () => {
  it('covers every route of the app, and knows who may call each', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route.key in ACCESS)).map((route) => route.key)).toEqual([]);
    // Documented routes get schema-guided bodies and queries; only the docs themselves are not.
    expect(routes.filter((route) => !operationOf(api.app, route) && !route.url.startsWith('/api/docs')).map((route) => route.key)).toEqual([]);
  });

  describe.each<Identity>(['anonymous', 'super_admin'])('as %s', (identity) => {
    it.each(routes.map((route) => [route.key, route] as const))('%s: never a 5xx; a 4xx is a JSON message and changes nothing', async (_key, route) => {
      const operation = operationOf(api.app, route);
      const body = takesBody(route)
        ? fc.option(bodyText(operation?.body ? jsonSchemaOf(operation.body) : undefined), { freq: 12, nil: undefined })
        : fc.constant(undefined);
      const query = fc.oneof(
        { weight: 1, arbitrary: fc.constant('') },
        { weight: 2, arbitrary: queryText(operation?.query ? jsonSchemaOf(operation.query) : undefined) },
      );
      const id = route.url.includes(':id') ? pathId : fc.constant('');
      const credentials = identity === 'super_admin' ? await superAdminSessions(RUNS) : [];
      const detector = new ChangeDetector(api.db);
      await fc.assert(
        fc.asyncProperty(id, query, body, async (idValue, queryValue, bodyValue) => {
          const session = credentials.pop();
          const bearer = session && (ACCESS[route.key] === 'refresh' ? session.refresh : session.access);
          await detector.before();
          const { request, res } = await send(route, bearer, { id: idValue, query: queryValue, body: bodyValue });
          checkAnswer(request, res);
          if (res.statusCode >= 400) {
            // Wrong current passwords past the limit end the account's sessions, and only those.
            const signedOut = res.statusCode === 401 && res.json<{ message?: string }>().message === OWN_PASSWORD_SIGNED_OUT_MESSAGE;
            const changed = (await detector.changed()).filter((table) => !(signedOut && table === 'sessions'));
            if (changed.length > 0)
              throw new Error(`a refused request changed ${changed.join(', ')}: ${request} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
          }
        }),
        { seed: seedFor(BASE_SEED, `${identity} ${route.key}`), numRuns: RUNS, endOnFailure: true },
      );
    });
  });
});

describe('every limit of every schema, one field at a time in an otherwise valid request', () => {
  // Deterministic: each route's body (or query) built valid from its schema, then each field in
  // turn set to every value at and just past the limits its schema states. A value the schema
  // accepts must be one the database stores; one it refuses is a 400 naming the field.
  interface Case {
    route: ApiRoute;
    field: string;
    part: 'body' | 'query';
    value: JsonAst;
  }
  const cases: Case[] = [];
  for (const route of routes) {
    const declaration = operationOf(api.app, route);
    for (const [part, zod] of [
      ['body', declaration?.body],
      ['query', declaration?.query],
    ] as const) {
      if (!zod) continue;
      const properties = Object.entries(jsonSchemaOf(zod).properties ?? {});
      for (const [field, property] of properties) for (const value of boundaryValues(property, field)) cases.push({ route, field, part, value });
    }
  }
  let serial = 0;

  it('there are such cases for every kind of limit', () => {
    expect(cases.length).toBeGreaterThan(500);
    for (const field of ['email', 'username', 'join_date', 'availability', 'from', 'search', 'full_name', 'password', 'per_page', 'years_experience'])
      expect(
        cases.some((item) => item.field === field),
        field,
      ).toBe(true);
  });

  it.each([...new Set(cases.map((item) => item.route.key))])('%s: never a 5xx at or past a limit; a refusal names the field', async (key) => {
    const mine = cases.filter((item) => item.route.key === key);
    const credentials = await superAdminSessions(mine.length);
    for (const { route, field, part, value } of mine) {
      const session = credentials.pop();
      const bearer = session && (ACCESS[route.key] === 'refresh' ? session.refresh : session.access);
      serial += 1;
      const declaration = operationOf(api.app, route);
      let body: string | undefined;
      let query = '';
      if (part === 'body' && declaration?.body) {
        const base = validValue(jsonSchemaOf(declaration.body) as JsonSchema, '', serial);
        const entries = base instanceof JsonObject ? base.entries.filter(([name]) => name !== field) : [];
        body = renderJson(new JsonObject([...entries, [field, value]]));
      } else {
        query = `${percentEncode(field)}=${percentEncode(typeof value === 'string' ? value : renderJson(value))}`;
      }
      const { request, res } = await send(route, bearer, { id: '1', query, body });
      checkAnswer(request, res);
      if (res.statusCode === 400) {
        const errors = (res.json() as { errors?: { field: string }[] }).errors ?? [];
        // The refusal is about this field (or the body as a whole when it nests too deeply).
        if (errors.length > 0 && !errors.some((error) => error.field === field || error.field.startsWith(`${field}.`))) {
          throw new Error(
            `a 400 that names other fields (${errors.map((error) => error.field).join(', ')}): ${request.slice(0, 300)} -> ${res.body.slice(0, 300)}`,
          );
        }
      }
    }
  });
});

describe('oversized bodies and other content types, on every endpoint that takes a body', () => {
  const bodyRoutes = routes.filter(takesBody);
  /** Routes that read text/plain as JSON (the browser's failure reports, sent with navigator.sendBeacon). */
  const TEXT_PLAIN_AS_JSON = new Set(['POST /api/client-events']);
  // The contact form posted without JavaScript: a form body is read there, and a refusal is a page.
  const FORM_BODY_AS_PAGE = new Set(['POST /api/contact/form']);
  const OTHER_TYPES = [
    'text/plain',
    'application/xml',
    'multipart/form-data; boundary=----tulia',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
  ];

  it('there are such endpoints', () => {
    expect(bodyRoutes.length).toBeGreaterThan(20);
  });

  it.each(bodyRoutes.map((route) => [route.key, route] as const))(
    '%s: 413 above BODY_LIMIT, 415 for anything but JSON, nothing changed',
    async (_key, route) => {
      const credentials = await superAdminSessions(OTHER_TYPES.length + 1);
      const detector = new ChangeDetector(api.db);
      const url = urlOf(route, 1);
      const sendAs = async (contentType: string, payload: string) => {
        const session = credentials.pop();
        const bearer = session && (ACCESS[route.key] === 'refresh' ? session.refresh : session.access);
        await detector.before();
        requestsSent += 1;
        const res = await api.app.inject({
          method: route.method,
          url,
          headers: { 'content-type': contentType, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
          payload,
        });
        expect(await detector.changed()).toEqual([]);
        return res;
      };
      // Valid JSON one byte over the limit.
      const filler = 'x'.repeat(api.config.bodyLimit);
      const tooLarge = await sendAs('application/json', JSON.stringify({ message: filler }));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: 'The request body is too large.' });
      for (const contentType of OTHER_TYPES) {
        const res = await sendAs(
          contentType,
          contentType.startsWith('multipart')
            ? '------tulia\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.org\r\n------tulia--'
            : 'email=x%40example.org&password=x',
        );
        if (contentType === 'text/plain' && TEXT_PLAIN_AS_JSON.has(route.key)) {
          // navigator.sendBeacon sends a string as text/plain: read as JSON there, and this is not JSON.
          expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
          expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
          continue;
        }
        if (contentType === 'application/x-www-form-urlencoded' && FORM_BODY_AS_PAGE.has(route.key)) {
          expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          continue;
        }
        expect(res.statusCode, `${contentType}: ${res.body}`).toBe(415);
        expect(res.json()).toEqual({ message: 'Unsupported content type. Send JSON with Content-Type: application/json.' });
      }
    },
  );
});

describe('SQL and script strings are stored byte for byte and come back as JSON text', () => {
  const INJECTIONS = [...SQL_INJECTIONS, ...SCRIPT_INJECTIONS];
  let bearer = '';
  beforeAll(async () => {
    const [session] = await superAdminSessions(1);
    bearer = session?.access ?? '';
  });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  /** The answer is JSON whose text holds the string JSON-escaped, not HTML-escaped. */
  function returnedAsJsonText(res: LightMyRequestResponse, text: string): void {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toContain(JSON.stringify(text).slice(1, -1));
  }

  it.each(INJECTIONS)('contact message: %s', async (text) => {
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { full_name: text.slice(0, 120), email: 'amani@example.org', subject: 'Other', message: text },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const [row] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.fullName).toBe(text.slice(0, 120));
    expect(row?.message).toBe(text);
    const read = await asAdmin('GET', `/api/admin/contact-messages/${id}`);
    expect(read.json().contact_message).toMatchObject({ full_name: text.slice(0, 120), message: text });
    returnedAsJsonText(read, text);
    // And found by a search for that very text.
    const found = await asAdmin('GET', `/api/admin/contact-messages?search=${encodeURIComponent(text.slice(0, 200))}&per_page=100`);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ contact_messages: { id: number }[] }>().contact_messages.map((message) => message.id)).toContain(id);
  });

  it.each(INJECTIONS)('admin creates (resource, boma group, user, rafiki): %s', async (text) => {
    const short = text.slice(0, 40);
    const name = `${text.slice(0, 30)} ${unique('n')}`;
    const cases: { url: string; payload: Record<string, unknown>; key: string; expected: Record<string, unknown> }[] = [
      {
        url: '/api/admin/resources',
        payload: { title: text, description: text, url: 'https://example.org', tags: [short] },
        key: 'resource',
        expected: { title: text, description: text, tags: [short] },
      },
      {
        url: '/api/admin/boma-groups',
        payload: { name: text, description: text, tags: [short] },
        key: 'boma_group',
        expected: { name: text, description: text, tags: [short] },
      },
      {
        url: '/api/admin/users',
        payload: { ...personPayload('inj'), full_name: text, username: name },
        key: 'user',
        expected: { full_name: text, username: name },
      },
      {
        url: '/api/admin/rafikis',
        payload: { ...personPayload('inj'), full_name: text, bio: text, location: text.slice(0, 120), personal_experience: text, motivations: text },
        key: 'rafiki',
        expected: { personal_experience: text, motivations: text, user: expect.objectContaining({ full_name: text }) },
      },
    ];
    for (const { url, payload, key, expected } of cases) {
      const created = await asAdmin('POST', url, payload);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()[key]).toMatchObject(expected);
      const id = created.json()[key].id as number;
      const read = await asAdmin('GET', `${url}/${id}`);
      expect(read.json()[key]).toMatchObject(expected);
      returnedAsJsonText(read, text);
    }
  });

  it('any printable text is returned exactly as sent (fast-check)', async () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((value) => value.trim() === value && value.length > 0);
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        requestsSent += 1;
        const sent = await api.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { full_name: 'Amani', email: 'amani@example.org', subject: 'Other', message: value },
        });
        expect(sent.statusCode).toBe(201);
        const read = await asAdmin('GET', `/api/admin/contact-messages/${sent.json<{ id: number }>().id}`);
        expect(read.json().contact_message.message).toBe(value);
      }),
      { seed: seedFor(BASE_SEED, 'stored as sent'), numRuns: RUNS },
    );
  });

  it('NUL characters and unpaired surrogates are refused with a message naming the field, not stored mangled', async () => {
    for (const bad of ['a\u0000b', 'x\ud800', '\udfff']) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: `{"full_name":"Amani","email":"amani@example.org","subject":"Other","message":${JSON.stringify(bad)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('message contains a character that cannot be stored (a NUL character or invalid Unicode)');
    }
    const search = await asAdmin('GET', '/api/admin/users?search=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toMatch(/^search contains a character/);
  });
});
