/**
 * What the container test asks the api in the container: ready, a contact message sent as a
 * visitor sends it, and the same message read back by an administrator. The production profile
 * has no demo admin, so the first administrator is registered as an operator would
 * (ADMIN_REGISTRATION=first-admin, the production default).
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

type Json = Record<string, unknown>;

async function call(baseUrl: string, path: string, init: { method?: string; body?: Json; token?: string } = {}): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Json) : { value: body } };
}

async function expect(baseUrl: string, path: string, status: number, init: Parameters<typeof call>[2] = {}): Promise<Json> {
  const answer = await call(baseUrl, path, init);
  if (answer.status !== status) throw new Error(`${init.method ?? (init.body ? 'POST' : 'GET')} ${path}: ${answer.status} instead of ${status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

function field<T>(body: Json, name: string, guard: (value: unknown) => value is T, what: string): T {
  const value = body[name];
  if (!guard(value)) throw new Error(`${what}: '${name}' is missing or of the wrong kind in ${JSON.stringify(body).slice(0, 300)}`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Waits for /api/health/ready to answer 200 (migrations done, database answering). */
export async function waitReady(baseUrl: string, timeoutMs: number, alive: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  let last = 'no answer';
  while (Date.now() - started < timeoutMs) {
    try {
      const answer = await call(baseUrl, '/api/health/ready');
      if (answer.status === 200) return Date.now() - started;
      last = `${answer.status} ${JSON.stringify(answer.body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (!(await alive())) throw new Error(`the container stopped before it was ready (last answer: ${last})`);
    await sleep(250);
  }
  throw new Error(`not ready after ${timeoutMs / 1000} s (last answer: ${last})`);
}

export interface ContactRoundTrip {
  id: number;
  subject: string;
}

/**
 * POST /api/contact as a visitor, then, signed in as the first administrator, GET the message
 * by its id: it must hold what was sent, so it was stored in the container's database.
 */
export async function contactRoundTrip(baseUrl: string): Promise<ContactRoundTrip> {
  const subjects = field(await expect(baseUrl, '/api/contact/subjects', 200), 'subjects', isStrings, 'contact subjects');
  const subject = subjects.find((name) => name === 'General Inquiry') ?? subjects[0];
  if (!subject) throw new Error('GET /api/contact/subjects listed no subject');
  const marker = randomBytes(8).toString('hex');
  const sent = { full_name: 'Container Test', email: `container-test-${marker}@example.com`, subject, message: `A message from the container test (${marker}).` };
  const id = field(await expect(baseUrl, '/api/contact', 201, { body: sent }), 'id', isNumber, 'contact answer');

  const email = `operator-${marker}@example.com`;
  const password = `Cx-${randomBytes(18).toString('base64url')}`;
  await expect(baseUrl, '/api/auth/admin/register', 201, { body: { email, username: `operator${marker}`, full_name: 'Container Operator', phone: '+254700000000', password } });
  const token = field(await expect(baseUrl, '/api/auth/admin/login', 200, { body: { email, password } }), 'access_token', isString, 'sign-in answer');
  // first-admin: a second registration is refused once an administrator exists.
  await expect(baseUrl, '/api/auth/admin/register', 403, { body: { email: `second-${email}`, username: `second${marker}`, full_name: 'Second Operator', phone: '+254700000001', password } });

  const stored = field(await expect(baseUrl, `/api/admin/contact-messages/${id}`, 200, { token }), 'contact_message', isObject, 'contact message');
  for (const [name, value] of Object.entries(sent)) {
    if (stored[name] !== value) throw new Error(`the stored message's ${name} is ${JSON.stringify(stored[name])}, not ${JSON.stringify(value)}`);
  }
  return { id, subject };
}
