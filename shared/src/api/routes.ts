import type { Contract, EndpointDefinition, HttpMethod } from './endpoint';
import { API_PREFIX } from './endpoint';

/**
 * One contract entry as an HTTP route. The Lambda router, the local gateway and the CDK stack all take
 * their routes from here, so a new endpoint (or a new capability in `api`) is routed everywhere at once.
 */
export interface EndpointRoute {
  /** The endpoint's key in its contract, e.g. `addItem`. */
  name: string;
  method: HttpMethod;
  /** With the /api prefix and API Gateway's `{param}` syntax, e.g. `/api/cart/items/{id}`. */
  path: string;
  /** API Gateway's route key, e.g. `GET /api/cart/items/{id}`. */
  routeKey: string;
  definition: EndpointDefinition;
}

/** A route and the capability (the Lambda) that answers it. */
export interface ContractRoute<Capability extends string = string> extends EndpointRoute {
  capability: Capability;
}

/** The routes of one capability's contract (what that capability's Lambda routes). */
export function endpointRoutes(contract: Contract): EndpointRoute[] {
  return Object.entries(contract).map(([name, definition]) => {
    const path = `${API_PREFIX}${definition.path}`;
    return { name, method: definition.method, path, routeKey: `${definition.method} ${path}`, definition };
  });
}

/** Every route of every capability in `contracts` (the whole `api` object in practice). */
export function contractRoutes<Contracts extends Record<string, Contract>>(
  contracts: Contracts,
): ContractRoute<Extract<keyof Contracts, string>>[] {
  return Object.entries(contracts).flatMap(([capability, contract]) =>
    endpointRoutes(contract).map((route) => ({
      capability: capability as Extract<keyof Contracts, string>,
      ...route,
    })),
  );
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

const compiled = new WeakMap<EndpointRoute, RegExp>();

/** The path parameters of `path` if `route` answers `method path`, else undefined. */
export function matchRoute(
  route: EndpointRoute,
  method: string,
  path: string,
): Record<string, string> | undefined {
  if (method.toUpperCase() !== route.method) return undefined;
  let regex = compiled.get(route);
  if (!regex) {
    regex = compile(route.path);
    compiled.set(route, regex);
  }
  const found = regex.exec(path);
  if (!found) return undefined;
  try {
    return Object.fromEntries(
      Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
    );
  } catch {
    // Malformed percent-encoding matches nothing; the gateway answers it with a 400 before routing.
    return undefined;
  }
}

const staticIndex = new WeakMap<readonly EndpointRoute[], Map<string, EndpointRoute>>();

/**
 * The routes without parameters by route key: most requests name one, and a route with no parameter is the
 * best match there is, so those skip the match against every route (the gateway routes every request).
 */
function staticRoutes(routes: readonly EndpointRoute[]): Map<string, EndpointRoute> {
  let index = staticIndex.get(routes);
  if (!index) {
    index = new Map(
      routes.filter((route) => !route.path.includes('{')).map((route) => [route.routeKey, route]),
    );
    staticIndex.set(routes, index);
  }
  return index;
}

/** Static segments win over parameters, as in API Gateway (`/products/search` before `/products/{id}`). */
export function findRoute<Route extends EndpointRoute>(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const exact = staticRoutes(routes).get(`${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`);
  if (exact) return { route: exact as Route, params: {} };
  const candidates = routes
    .map((route) => ({ route, params: matchRoute(route, method, path) }))
    .filter(
      (candidate): candidate is { route: Route; params: Record<string, string> } =>
        candidate.params !== undefined,
    );
  candidates.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0];
}
