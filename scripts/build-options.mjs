// Build options every app's production build shares (the shell, the remotes and the monolith
// baseline of `npm run bench`), in plain JavaScript so that the .mjs scripts can use them too.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Chakra's theme module builds its whole default theme (all sixty recipes) in a top-level
 * `defineConfig(...)` call that the bundler keeps unless told the call is pure;
 * shared/src/theme then keeps only the recipes the product uses.
 */
export const productionBuild = {
  target: 'es2022',
  outDir: 'dist',
  emptyOutDir: true,
  rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] } },
};

const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at
 * build time: the server sends them to browsers that accept them, at no cost per request.
 * Visitors on slow, prepaid mobile data download about a quarter of the bytes. `only` (a
 * pattern of paths inside outDir) limits it to a build that shares its folder with another.
 */
export function precompress({ only } = {}) {
  let outDir = '';
  return {
    name: 'tulia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true })) {
          const file = join(outDir, String(entry));
          if (!compressible.test(file) || (only && !only.test(String(entry))) || !statSync(file).isFile()) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
