import Module from 'node:module';

// The SPA runs React's API on preact/compat (vite.config.ts aliases react and react-dom), and so do its page tests.
// A CommonJS file of node_modules (use-sync-external-store's shim under TanStack Table's store) is run by Node, past
// Vite's aliases: its require('react') is sent to the same preact/compat here (Preact ships ES modules only, so
// require() gives the very module that the aliased imports get).
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };
const resolve = modules._resolveFilename;
modules._resolveFilename = function (this: unknown, request, ...rest) {
  return resolve.call(this, PREACT[request] ?? request, ...rest);
};
