/**
 * The standalone development page of every remote (scripts/standalone.tsx renders its pages), from
 * one template: served by `vite` when one remote runs alone, and written by its build as
 * dist/index.html, which a release leaves out (tools/deploy/src/publish.ts). No remote keeps an
 * index.html of its own.
 */
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The page of one remote: its title, and the module that renders its pages. */
export function standalonePageHtml(title: string, entry: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;
}

/**
 * Provides `<root>/index.html` as if the file were there: the build's entry, and the dev server's
 * page for every address. `entry`: the address of the module that renders the pages, as
 * `import.meta.resolve` in the remote's vite.config.ts gives it.
 */
export function standalonePage({ title, entry }: { title: string; entry: string }): Plugin {
  let page = '';
  let html = '';
  return {
    name: 'tulia-standalone-page',
    configResolved(config) {
      page = join(config.root, 'index.html');
      html = standalonePageHtml(title, `/${relative(config.root, fileURLToPath(entry))}`);
    },
    resolveId: (id) => (id === page ? page : undefined),
    load: (id) => (id === page ? html : undefined),
    configureServer(server) {
      // After Vite's own middlewares, which have sent any real file and pointed every other
      // page address at /index.html (the standalone router reads the address itself).
      return () => {
        server.middlewares.use((request, response, next) => {
          if (request.url !== '/index.html') return next();
          server
            .transformIndexHtml(request.originalUrl ?? '/', html)
            .then((transformed) => {
              response.setHeader('Content-Type', 'text/html');
              response.end(transformed);
            })
            .catch(next);
        });
      };
    },
  };
}
