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

/** Source bytes under which a common chunk is copied into its readers instead of being a file (see below). */
const INLINED_COMMON_CHUNK_MAX_BYTES = 12_000;

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
      // Inlining common chunks (below) may drop exports no chunk reads; the SPA has no entry signature to keep.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Every module the entry imports statically is needed before the first render anyway, so it
          // comes as one file: the 20-odd small shared chunks of the automatic split each cost a request,
          // and a phone's browser opens six at a time over HTTP/1.1 (Lighthouse's mobile model).
          groups: [{ name: 'app', tags: ['$initial'] }],
          // The same for a page: the automatic split gave /cart 34 files, most under 1 KB gzip (a text
          // module, a rule, a form field shared by a different set of pages each), and adding the
          // <link rel=modulepreload> of each cost about 70 ms of a phone's main thread. Common chunks under
          // 12 KB of source are copied into the chunks that read them; Rolldown's registry keeps one
          // state and one execution per module across the copies. Styles stay files (Vite's CSS plugin
          // emits a style from every chunk that lists it).
          experimentalInlineCommonChunks: { maxSize: INLINED_COMMON_CHUNK_MAX_BYTES, exclude: /\.css(\?|$)/ },
        },
        // Chunks are named by their hash alone: the entry lists every chunk's name for its preloads (and
        // each chunk its imports'), and 'static/customize-download-return-page-D1nvwnMc.js' for
        // 'static/D1nvwnMc.js' cost 2.2 KB gzip of the entry, on every route. The hidden source maps say
        // what a chunk holds.
        chunkFileNames: 'static/[hash].js',
      },
    },
  },
});
