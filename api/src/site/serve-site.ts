import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { bucketCount, bucketFromCookies, bucketName, bucketSetCookie, bucketsFolder, canonicalSitePath, variantsFolder } from '@tulia/shared/site-paths';

/**
 * Serves a published deployment folder as `npm start` lays it out, the way a static host would:
 *   index.html, <route>/index.html  public pages composed to HTML (tools/deploy/src/compose)
 *   404.html                        the not-found page, for any other path (status 404)
 *   app.html, assets/…              the shell: the page the browser renders itself (the back office)
 *   remotes/<name>/<version>/…      each remote version, immutable once published
 *   remotes.json                    which version of each remote the shell loads
 *   sw.js, offline.html             the offline helper and its page (tools/deploy/src/compose)
 *   manifest.webmanifest, icons/…   the web app manifest (the shell's)
 *   variants/buckets/<NN>           during a canary, a link to its variant of the pages and
 *                                   remotes.json for each bucket in it (tools/deploy/src/canary)
 * Without composed pages (a client-rendered deployment) every page path gets app.html.
 *
 * Each browser keeps a bucket (00–99, the tulia_bucket cookie, drawn on its first visit, as
 * nginx's split_clients does in ops/nginx); a file its bucket's link holds is served in place of
 * the live one, so a visitor in a canary gets pages composed from the canary's version.
 */
export async function serveSite(app: FastifyInstance, siteDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // Builds carry .br and .gz copies of their text files (scripts/build-options.mjs).
    preCompressed: true,
    // Nothing under a dot-name is part of the site (a build's .vite/, an .env copied in by mistake).
    dotfiles: 'ignore',
    // A compressed copy stands for a file; without the file (a remote's standalone page, left
    // out of the release) the copy is not served either, whatever the Accept-Encoding.
    allowedPath: (pathname) => {
      try {
        return existsSync(join(siteDir, decodeURIComponent(pathname)));
      } catch {
        return false;
      }
    },
    setHeaders(res, filePath) {
      // A Brotli or gzip copy is sent with the headers of the file it stands for; a variant's file
      // with those of the live file it stands in for.
      const compressed = /\.(br|gz)$/.test(filePath);
      const name = filePath
        .slice(siteDir.length)
        .replace(/\.(br|gz)$/, '')
        .replace(/^\/variants\/buckets\/\d{2}(?=\/)/, '');
      // The answer depends on Accept-Encoding whenever a compressed copy exists: a shared cache
      // must never hand Brotli bytes to a client that cannot read them.
      if (compressed || existsSync(`${filePath}.br`) || existsSync(`${filePath}.gz`)) res.setHeader('Vary', 'Accept-Encoding');
      // Pages and entry points must be re-read after a release or rollback; hashed files never change.
      // The offline helper (sw.js, composed with each release), the web app manifest and the
      // icons keep their names when their content changes: they are re-read too.
      const mutable =
        name === '/remotes.json' ||
        name === '/sw.js' ||
        name === '/favicon.svg' ||
        name.startsWith('/icons/') ||
        /\.(html|txt|xml|webmanifest)$/.test(name) ||
        /\/(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(name);
      const admin = name.startsWith('/admin/') || name === '/app.html';
      // The back office's pages are never stored (a shared phone, a shared cache); nor indexed.
      res.setHeader('Cache-Control', admin ? 'no-store' : mutable ? 'no-cache' : 'public, max-age=31536000, immutable');
      if (admin) res.setHeader('X-Robots-Tag', 'noindex');
    },
  });

  /** The canary variant a request's bucket points at, as a folder under siteDir, or null. */
  const variants = new WeakMap<FastifyRequest, string>();
  const inVariant = (request: FastifyRequest, file: string): string => {
    const folder = variants.get(request);
    return folder && isFile(join(siteDir, folder, file)) ? `${folder}/${file}` : file;
  };

  const page = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) =>
    reply
      .code(status)
      .header('Cache-Control', file === 'app.html' || file.startsWith('admin/') ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile(inVariant(request, file));

  /** The file that answers a page path: its composed page, the app's page, or null (not found). */
  function pageFile(path: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null; // A malformed escape names no page.
    }
    const clean = normalize(decoded).replace(/\/+$/, '');
    if (clean.includes('..')) return null;
    const composed = clean === '' ? 'index.html' : `${clean.slice(1)}/index.html`;
    if (existsSync(join(siteDir, composed))) return composed;
    if (clean === '/admin' || clean.startsWith('/admin/')) return 'app.html';
    // A client-rendered deployment: the app shows its own 404 page.
    return existsSync(join(siteDir, '404.html')) ? null : 'app.html';
  }

  app.get('/', async (request, reply) => page(request, reply, pageFile('/') ?? 'app.html'));

  // One address per page: /contact/ is /contact (a folder of the static layout is never listed),
  // and the back office and the api have one spelling each: the offline helper tells them apart
  // by it, so `/%61dmin/users` must never be a public page to one and the back office to the other.
  app.addHook('onRequest', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : request.url.slice(queryAt);
    const canonical = canonicalSitePath(path);
    // A backslash or a broken escape names nothing here (`/\evil.example` reads as another site to a browser).
    if (canonical === null) return reply.code(404).send({ message: 'Not found' });
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (canonical.area === 'api') return canonical.path === bare ? undefined : reply.code(404).send({ message: 'Not found' });
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    // Built from the normalised path: leading slashes collapse, so `//example.org/` never leaves the site.
    // Compared in its escaped form: a back-office path that needs escapes (`/admin/%E2%9C%93`) is already canonical, not a loop.
    const location = encodeURI(canonical.path);
    if (bare !== path || (canonical.area === 'admin' && location !== path)) return reply.redirect(`${location}${query}`, 301);
    // A variant is reached only through a bucket's link, never by its own address.
    if (canonical.path.startsWith(`/${variantsFolder}/`)) return reply.code(404).send({ message: 'Not found' });
    let bucket = bucketFromCookies(request.headers.cookie);
    if (!bucket) {
      bucket = bucketName(randomInt(bucketCount));
      reply.header('Set-Cookie', bucketSetCookie(bucket, request.protocol === 'https'));
    }
    const link = `${bucketsFolder}/${bucket}`;
    if (!isDirectory(join(siteDir, link))) return undefined;
    variants.set(request, link);
    // A file of the site the variant holds too (remotes.json, sw.js, offline.html…): the variant's.
    const file = canonical.path.slice(1);
    if (file !== '' && extname(file) !== '' && isFile(join(siteDir, link, file))) return reply.sendFile(`${link}/${file}`);
    return undefined;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api' && extname(path) === '';
    if (isPage) {
      const file = pageFile(path);
      if (file && existsSync(join(siteDir, file))) return page(request, reply, file);
      if (existsSync(join(siteDir, '404.html'))) return page(request, reply, '404.html', 404);
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
  });
}

const isFile = (file: string): boolean => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Follows the link: a bucket whose variant was dropped (renamed away) points nowhere. */
const isDirectory = (folder: string): boolean => {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
};
