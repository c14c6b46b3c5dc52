import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CONTRACT = '@msc/shared/api';
const ROUTES_ONLY = '\0contract-routes-only';

/**
 * In the production build the SPA's `api` object is the contract without its zod schemas: the client
 * needs a call's method and path alone (types come from the real contract at compile time), so the
 * first paint does not load zod and every model of every capability (to keep the first paint light). Pages
 * that validate forms still import their own schemas, in their own lazy chunks. Tests and the dev
 * server use the contract itself.
 */
export function contractRoutesOnly(): Plugin {
  return {
    name: 'contract-routes-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === CONTRACT ? ROUTES_ONLY : undefined;
    },
    async load(id) {
      if (id !== ROUTES_ONLY) return undefined;
      const { api } = (await tsImport(CONTRACT, import.meta.url)) as {
        api: Record<string, Record<string, { method: string; path: string }>>;
      };
      // `r("GET","/cart")` per endpoint: the smallest text for the first paint to download and parse.
      const capabilities = Object.entries(api).map(
        ([capability, contract]) =>
          `${JSON.stringify(capability)}:{${Object.entries(contract)
            .map(
              ([name, { method, path }]) =>
                `${JSON.stringify(name)}:r(${JSON.stringify(method)},${JSON.stringify(path)})`,
            )
            .join(',')}}`,
      );
      return `const r=(method,path)=>({method,path});export const api={${capabilities.join(',')}};`;
    },
  };
}
