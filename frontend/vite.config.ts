import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { srcAlias } from './import-alias';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: srcAlias },
  // /assets belongs to product images served from S3 on the same origin; the build goes to /static.
  build: { assetsDir: 'static', sourcemap: true, chunkSizeWarningLimit: 700 },
});
