import { defineConfig } from 'vite';

/**
 * The offline helper (src/offline/worker/service-worker.ts, Workbox inside) as one classic
 * script: the template that the composition fills with its plan and publishes as /sw.js
 * (tools/deploy/src/compose/offline-plan.ts). It sits beside the server build, which only the
 * composition reads.
 */
export default defineConfig({
  publicDir: false,
  // Workbox leaves out its development checks and logs in production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2020',
    outDir: 'dist/ssr',
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { 'offline-worker': 'src/offline/worker/service-worker.ts' },
      output: { format: 'iife', entryFileNames: '[name].js' },
    },
  },
});
