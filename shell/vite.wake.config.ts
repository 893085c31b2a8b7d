import { defineConfig } from 'vite';
import { precompress } from '../scripts/federation';

/** The wake-up script of the pages composed to HTML (src/wake/wake.ts), a plain script beside the shell's build. */
export default defineConfig({
  publicDir: false,
  // Every page composed to HTML loads it first: its Brotli copy is about half the bytes.
  plugins: [precompress({ only: /^assets\/wake-[^/]+\.js$/ })],
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: false,
    // The composition step finds the script's hashed name here (dist/ssr is published to deploy/ssr).
    manifest: 'ssr/wake-manifest.json',
    rolldownOptions: {
      input: { wake: 'src/wake/wake.ts' },
      output: { format: 'es', entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
});
