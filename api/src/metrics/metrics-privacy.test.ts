import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { seedDemo } from '../seed/demo';
import { bodyText, jsonSchemaOf, pathId, percentEncode, queryText, SCRIPT_INJECTIONS, seedFor, SQL_INJECTIONS } from '../test/hostile';
import { signedIn, startTestApi, type Caller, type TestApi } from '../test/harness';
import { apiRoutes, operationOf, takesBody, urlOf } from '../test/routes';
import { metricsServer } from './listener';
import { FIGURES_MAX_AGE_MS } from './service-figures';
import { NO_ROUTE } from './request-metrics';

// No label or value of the metrics carries personal data, a query string or message text: the
// hostile requests of the input suites and requests with e-mails, names and searches in their
// addresses and bodies go in, and the scrape holds route patterns, codes and numbers only.

const SEED = 20_260_527;
/** Generated requests per route and identity (the hostile-input suite explores far more). */
const RUNS = 3;

/** Written into addresses, queries and bodies; none may come out in a scrape. */
const PERSONAL = [
  'amina.wanjiru@example.org',
  'Amina Wanjiru',
  'Wanjiru',
  'Otieno Kamau',
  '+254712345678',
  'zq-private-marker-71',
  'I want to end my life tonight',
];

let api: TestApi;
let admin: Caller;
let ahead = 0;
let metrics: ReturnType<typeof metricsServer>;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemo(api.db, api.config);
  admin = await signedIn(api.app, api.db, 'super_admin');
  metrics = metricsServer(api.app, { database: api.database.handle, figures: { now: () => Date.now() + ahead } });
});
afterAll(async () => {
  await metrics.close();
  await api.close();
});

async function send(options: InjectOptions, bearer?: string): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const res = await api.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  expect(res.statusCode, `${String(options.method)} ${String(options.url)}`).toBeLessThan(500);
}

/** Every label of every sample of a scrape: [metric, label, value]. */
function labelsOf(scrape: string): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const line of scrape.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? \S+$/.exec(line);
    if (!match) throw new Error(`a line that is not a sample: ${line}`);
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found.push([match[1] ?? '', pair[1] ?? '', pair[2] ?? '']);
  }
  return found;
}

describe('what the metrics never carry', () => {
  it('hostile requests on every route, and personal data in addresses and bodies, leave only patterns, codes and numbers', async () => {
    const routes = apiRoutes(api.app, { head: true });
    for (const identity of ['anonymous', 'super_admin'] as const) {
      for (const route of routes) {
        const operation = operationOf(api.app, route);
        const seed = seedFor(SEED, `metrics ${identity} ${route.key}`);
        const queries = fc.sample(queryText(operation?.query ? jsonSchemaOf(operation.query) : undefined), { seed, numRuns: RUNS });
        const ids = fc.sample(pathId, { seed, numRuns: RUNS });
        const bodies = takesBody(route) ? fc.sample(bodyText(operation?.body ? jsonSchemaOf(operation.body) : undefined), { seed, numRuns: RUNS }) : [];
        for (let run = 0; run < RUNS; run += 1) {
          const url = `${urlOf(route, ids[run] ?? '1')}?${queries[run] ?? ''}`;
          await send(
            { method: route.method, url, ...(bodies[run] !== undefined ? { payload: bodies[run] } : {}) },
            identity === 'super_admin' ? admin.token : undefined,
          );
        }
      }
    }

    const strings = [...PERSONAL, ...SQL_INJECTIONS, ...SCRIPT_INJECTIONS];
    for (const text of strings) {
      const encoded = percentEncode(text);
      await send({ method: 'GET', url: `/api/admin/users?search=${encoded}&email=${encoded}` }, admin.token);
      await send({ method: 'GET', url: `/api/admin/contact-messages?search=${encoded}` }, admin.token);
      await send({ method: 'GET', url: `/api/admin/users/${encoded}` }, admin.token);
      await send({ method: 'GET', url: `/${encoded}?name=${encoded}` });
      await send({ method: 'GET', url: `/api/${encoded}/${encoded}` });
      await send({
        method: 'POST',
        url: `/api/contact?email=${encoded}`,
        payload: JSON.stringify({
          full_name: 'Amina Wanjiru',
          email: 'amina.wanjiru@example.org',
          subject: 'Crisis Support',
          message: `${text} I want to end my life tonight`,
        }),
      });
    }
    await send({ method: 'GET', url: '/api/admin/users/amina.wanjiru@example.org' }, admin.token);
    await send({ method: 'GET', url: '/contact/amina.wanjiru@example.org?email=amina.wanjiru@example.org' });

    // Figures read after the requests, as a scrape 30 s later would.
    ahead += FIGURES_MAX_AGE_MS;
    const res = await metrics.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const scrape = res.body;

    expect(scrape).not.toContain('@');
    expect(scrape).not.toContain('?');
    for (const text of strings) expect(scrape, text).not.toContain(text);
    for (const text of strings.filter((value) => /%[0-9A-F]{2}/.test(percentEncode(value)))) expect(scrape).not.toContain(percentEncode(text));

    const patterns = new Set([...routes.map((route) => route.url), NO_ROUTE]);
    const labels = labelsOf(scrape);
    expect(labels.length).toBeGreaterThan(100);
    for (const [metric, name, value] of labels) {
      if (name === 'route') expect(patterns, `${metric} route="${value}"`).toContain(value);
      else if (name === 'method') expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER']).toContain(value);
      else if (name === 'status_code') expect(value).toMatch(/^[1-5]\d\d$/);
      // Codes, versions, bucket edges and the process's own names: never a space, a quote or a slash.
      else expect(value, `${metric} ${name}="${value}"`).toMatch(/^[\w.+-]*$/);
    }
    // The requests were counted, under their patterns.
    expect(labels.some(([metric, name, value]) => metric === 'tulia_http_requests_total' && name === 'route' && value === '/api/admin/users/:id')).toBe(true);
    expect(labels.some(([metric, name, value]) => metric === 'tulia_http_requests_total' && name === 'route' && value === NO_ROUTE)).toBe(true);
  });
});
