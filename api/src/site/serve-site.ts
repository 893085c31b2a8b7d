import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';

/**
 * Serves a published deployment folder as `npm start` lays it out:
 *   index.html, assets/…        the shell
 *   remotes/<name>/<version>/…  each remote version, immutable once published
 *   remotes.json                which version of each remote the shell loads
 * Client-side routes fall back to the shell's index.html.
 */
export async function serveSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const indexHtml = join(siteDir, 'index.html');
  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // Builds carry .br and .gz copies of their text files (scripts/build-options.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const name = filePath.slice(siteDir.length);
      // Entry points must be re-read after a release or rollback; hashed files never change.
      const mutable = name === '/remotes.json' || name === '/index.html' || /\/(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(name);
      res.setHeader('Cache-Control', mutable ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });

  // The root is a directory to the static plugin; it is the shell's page to visitors.
  app.get('/', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api' && extname(path) === '';
    if (isPage && existsSync(indexHtml)) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
  });
}
