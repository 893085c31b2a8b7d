import { startTestApi, type TestApi } from '../test/harness';
import { openApiPath } from './document';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('OpenAPI document', () => {
  it('is served at /api/docs (JSON) and /api/docs/openapi.json, generated from the contract', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()).toEqual(doc);
    const login = doc.paths['/api/auth/admin/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const groups = doc.paths['/api/admin/boma-groups'].get;
    expect(groups.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'status',
      'category',
      'search',
      'page',
      'per_page',
      'sort',
      'order',
    ]);
    expect(groups.responses['200'].content['application/json'].schema.properties).toHaveProperty('boma_groups');
  });

  it('serves a readable page to browsers', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/admin/suggest-groups-requests/{id}');
  });

  it('documents every route of the api, and only routes that exist', async () => {
    const doc = await api.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const paths = doc.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const documented = new Set(Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
    const routes = api.app.registeredRoutes.filter((route) => route.includes(' /api/') && !route.startsWith('HEAD ') && !route.includes('/api/docs'));
    const asDocumented = routes.map((route) => openApiPath(route));
    expect(asDocumented.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !asDocumented.includes(route))).toEqual([]);
  });
});
