import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `#ui/button` → src/ui/button. TypeScript reads the same alias from package.json "imports", whose
    // fallback array names .ts, .tsx and a folder's index.ts; Vite (like Node) takes only the first
    // entry of such an array, so it gets this alias and finds the extension or index.ts itself.
    alias: [{ find: /^#(.+)$/, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/$1` }],
  },
  // /assets belongs to product images served from S3 on the same origin; the build goes to /static.
  build: { assetsDir: 'static', sourcemap: true, chunkSizeWarningLimit: 700 },
});
