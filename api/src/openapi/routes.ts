import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from './declarations';
import { documentedRoutes, openApiDocument, openApiPath } from './document';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// A plain page without scripts (the CSP allows none inline): the calls, and the JSON document.
function docsPage(routes: readonly DeclaredRoute[]): string {
  const rows = documentedRoutes(routes)
    .map(
      ({ method, url, operation }) =>
        `<tr><td><code>${method}</code></td><td><code>${escapeHtml(openApiPath(url))}</code></td><td>${escapeHtml(operation.tag)}</td><td>${escapeHtml(operation.summary)}</td><td>${operation.auth === 'none' ? 'public' : operation.auth === 'refresh' ? 'refresh token' : operation.superAdminOnly ? 'super admin' : 'admin'}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tulia api</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a202c}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}</style>
</head><body>
<h1>Tulia api</h1>
<p>The OpenAPI 3.1 document, generated from the shared contract: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>. Errors are JSON <code>{ "message": ... }</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>What it does</th><th>Who</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>`;
}

/** GET /api/docs (HTML for browsers, JSON otherwise) and GET /api/docs/openapi.json. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  let document: Record<string, unknown> | undefined;
  const getDocument = () => (document ??= openApiDocument(app.declaredRoutes));

  app.get('/docs/openapi.json', async () => getDocument());

  app.get('/docs', async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html')) return reply.type('text/html; charset=utf-8').send(docsPage(app.declaredRoutes));
    return getDocument();
  });
}
