import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractRoutesOnly } from './contract-routes.ts';
import { loadingShell } from './loading-shell.ts';
import { precompress } from './precompress.ts';

// `#ui/button` → src/ui/button. TypeScript reads the same alias from package.json "imports", whose
// fallback array names .ts, .tsx and a folder's index.ts; Vite (like Node) takes only the first
// entry of such an array, so it gets this alias and finds the extension or index.ts itself.
const srcAlias = [{ find: /^#(.+)$/, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/$1` }];
const alias = [
  ...srcAlias,
  // React's API on Preact (preact/compat): the SPA's code and its React libraries alike. Exact names only,
  // so that `react-router`, `react-hook-form` and the like keep their own packages.
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // recharts' only use of react-is: isFragment, which compat has (react-is 19 knows React's elements only).
  { find: /^react-is$/, replacement: 'preact/compat' },
];
// The loading shell is rendered at build time, in Node, by react-dom/server: its static HTML is all that ships, so
// it keeps React (loading-shell.ts) and gets only the `#*` alias.

export default defineConfig({
  plugins: [contractRoutesOnly(), react(), tailwindcss(), loadingShell(srcAlias), precompress()],
  resolve: { alias },
  // /assets belongs to product images served from S3 on the same origin; the build goes to /static.
  // Source maps are written for the build machine only ('hidden': no sourceMappingURL); neither the
  // local server nor the deployment ever publishes them.
  build: {
    assetsDir: 'static',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically is needed before the first render anyway, so it
        // comes as one file: the 20-odd small shared chunks of the automatic split each cost a request,
        // and a phone's browser opens six at a time over HTTP/1.1 (Lighthouse's mobile model).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // Chunks are named by their hash alone: the entry lists every chunk's name for its preloads (and
        // each chunk its imports'), and 'static/customize-download-return-page-D1nvwnMc.js' for
        // 'static/D1nvwnMc.js' cost 2.2 KB gzip of the entry, on every route. The hidden source maps say
        // what a chunk holds.
        chunkFileNames: 'static/[hash].js',
      },
    },
  },
});
