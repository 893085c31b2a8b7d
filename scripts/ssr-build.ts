/**
 * The server-rendering build of an app: its modules as plain ES modules for Node, used by the
 * composition step (tools/deploy/src/compose) to render public pages to HTML when the shell or a public
 * remote is released. Everything that must be one instance at run time stays external, exactly
 * as Module Federation shares it in the browser: React, Emotion, zustand and `@tulia/shared/*`
 * (which the composition resolves to the deployed shell's copy).
 */
import type { BuildEnvironmentOptions } from 'vite';
import { sharedLibrarySubpaths } from './federation';

const singletons = [/^react($|\/)/, /^react-dom($|\/)/, /^@emotion\/(react|cache|server)($|\/)/, /^zustand($|\/)/];

// Only the subpaths federation shares have a deployed copy in the shell; the others (the risk
// rules, the site's path reading) are bundled into each build, in Node as in the browser.
const federatedShared = new Set(sharedLibrarySubpaths.map((subpath) => `@tulia/shared/${subpath}`));

export function ssrBuildOptions(input: Record<string, string>, { shareLibrary }: { shareLibrary: boolean }): BuildEnvironmentOptions {
  return {
    ssr: true,
    target: 'node20',
    outDir: 'dist/ssr',
    emptyOutDir: false,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: {
      input,
      external: (id: string) => singletons.some((pattern) => pattern.test(id)) || (shareLibrary && federatedShared.has(id)),
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  };
}

/** Rendering in Node bundles every other package (Chakra, React Router, framer-motion) into the app's server build. */
export const ssrResolve = { noExternal: true as const };
