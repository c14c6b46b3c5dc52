import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractRoutesOnly } from './contract-routes.ts';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [contractRoutesOnly(), react(), tailwindcss(), precompress()],
  resolve: {
    // `#ui/button` → src/ui/button. TypeScript reads the same alias from package.json "imports", whose
    // fallback array names .ts, .tsx and a folder's index.ts; Vite (like Node) takes only the first
    // entry of such an array, so it gets this alias and finds the extension or index.ts itself.
    alias: [{ find: /^#(.+)$/, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/$1` }],
  },
  // /assets belongs to product images served from S3 on the same origin; the build goes to /static.
  // Source maps are written for the build machine only ('hidden': no sourceMappingURL); neither the
  // local server nor the deployment ever publishes them.
  build: { assetsDir: 'static', sourcemap: 'hidden', chunkSizeWarningLimit: 700 },
});
