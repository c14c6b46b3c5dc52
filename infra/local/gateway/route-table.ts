import { API_PREFIX, api, type CapabilityName, type EndpointDefinition } from '@msc/shared/api';

export interface ApiRoute {
  capability: CapabilityName;
  name: string;
  definition: EndpointDefinition;
  /** The API Gateway route key, e.g. `GET /api/cart/items/{id}`. */
  routeKey: string;
  match(method: string, path: string): Record<string, string> | undefined;
}

function compile(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) =>
      segment.startsWith('{')
        ? `(?<${segment.slice(1, -1)}>[^/]+)`
        : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/** Every contract entry as a route, exactly as the CDK stack declares them in AWS. */
export function apiRoutes(): ApiRoute[] {
  return Object.entries(api).flatMap(([capability, contract]) =>
    Object.entries(contract).map(([name, definition]: [string, EndpointDefinition]) => {
      const fullPath = `${API_PREFIX}${definition.path}`;
      const regex = compile(fullPath);
      return {
        capability: capability as CapabilityName,
        name,
        definition,
        routeKey: `${definition.method} ${fullPath}`,
        match(method: string, path: string) {
          if (method !== definition.method) return undefined;
          const found = regex.exec(path);
          if (!found) return undefined;
          return Object.fromEntries(
            Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
          );
        },
      };
    }),
  );
}

/** Static segments win over parameters, as in API Gateway (`/products/search` before `/products/{id}`). */
export function findRoute(routes: readonly ApiRoute[], method: string, path: string) {
  const candidates = routes
    .map((route) => ({ route, params: route.match(method, path) }))
    .filter(
      (candidate): candidate is { route: ApiRoute; params: Record<string, string> } =>
        candidate.params !== undefined,
    );
  candidates.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0];
}
