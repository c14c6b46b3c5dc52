import { fileURLToPath } from 'node:url';

/**
 * `#ui/button` → `frontend/src/ui/button`, for Vite and Vitest. TypeScript reads the same alias from
 * package.json "imports", whose fallback array names .ts, .tsx and a folder's index.ts; Vite (like
 * Node) takes only the first entry of such an array, so it gets this alias and finds the extension
 * or the folder's index.ts itself.
 */
export const srcAlias = [
  { find: /^#(.+)$/, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/$1` },
];
