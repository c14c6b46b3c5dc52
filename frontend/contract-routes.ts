import type { Contract } from '@msc/shared/api/endpoint';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CONTRACT = '@msc/shared/api';
const ROUTES_ONLY = '\0contract-routes-only';

/**
 * The route table's module text: `r("GET","/cart")` per endpoint, the smallest text for the first paint to
 * download and parse; an endpoint whose JSON names fields otherwise than the code (the postal shapes of
 * model/postal-wire.ts) gets its renames as a third argument, which the client applies
 * (src/lib/api-client.ts), since without the schemas it cannot decode them.
 */
export async function routeTableModule(): Promise<string> {
  // One import for both, so the walker reads the codecs of this very contract.
  const { api, endpointWireOf } = (await tsImport(
    './contract-wire.ts',
    import.meta.url,
  )) as typeof import('./contract-wire.ts');
  const capabilities = Object.entries(api).map(
    ([capability, contract]) =>
      `${JSON.stringify(capability)}:{${Object.entries(contract as Contract)
        .map(([name, definition]) => {
          const wire = endpointWireOf(definition);
          const route = [definition.method, definition.path, ...(wire ? [wire] : [])].map((part) =>
            JSON.stringify(part),
          );
          return `${JSON.stringify(name)}:r(${route.join(',')})`;
        })
        .join(',')}}`,
  );
  return `const r=(method,path,wire)=>({method,path,wire});export const api={${capabilities.join(',')}};`;
}

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
      return routeTableModule();
    },
  };
}
