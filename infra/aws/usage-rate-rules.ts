import { apiRoutes } from '@msc/shared/api';
import { USAGE_LIMITS, type UsageLimitName } from '@msc/shared/rules/usage-limits';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';

/** WAF's window for rate rules, in seconds (as web-acl.ts's RATE_WINDOW_SECONDS). */
const WINDOW_SECONDS = 300;
/** The lowest limit WAF takes for a rate-based rule. */
const WAF_MIN_LIMIT = 10;
/**
 * The edge lets a signed-in session do twice what the API's per-user limit allows in the same time: the
 * API refuses first with a 429 the page explains; the edge only stops what ignores those 429s.
 */
const EDGE_SLACK = 2;

/** The API routes (method and path with `{params}`) of each usage limit, from the contract. */
export function usageLimitedRoutes(): Map<UsageLimitName, { method: string; path: string }[]> {
  const groups = new Map<UsageLimitName, { method: string; path: string }[]>();
  for (const route of apiRoutes()) {
    const name = route.definition.usageLimit;
    if (!name) continue;
    groups.set(name, [...(groups.get(name) ?? []), { method: route.method, path: route.path }]);
  }
  return groups;
}

/** A usage limit's figure over WAF's five minutes, with the slack. */
export const edgeLimitOf = (name: UsageLimitName): number => {
  const { perWindow, windowSeconds } = USAGE_LIMITS[name];
  return Math.max(WAF_MIN_LIMIT, Math.ceil((perWindow * WINDOW_SECONDS * EDGE_SLACK) / windowSeconds));
};

const byteMatch = (
  field: wafv2.CfnWebACL.FieldToMatchProperty,
  positionalConstraint: 'EXACTLY' | 'STARTS_WITH' | 'ENDS_WITH',
  searchString: string,
): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: field,
    positionalConstraint,
    searchString,
    // Paths are compared lowercased (as web-acl.ts's prefixes); a method is sent as it is.
    textTransformations: [{ priority: 0, type: 'method' in field ? 'NONE' : 'LOWERCASE' }],
  },
});

const all = (statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { andStatement: { statements } };
const any = (statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };

/**
 * One route as WAF can match it: its method, and its path exactly, or (with parameters) by what comes
 * before the first parameter and after the last.
 */
export function routeMatch({
  method,
  path,
}: {
  method: string;
  path: string;
}): wafv2.CfnWebACL.StatementProperty {
  const methodMatch = byteMatch({ method: {} }, 'EXACTLY', method);
  if (!path.includes('{'))
    return all([methodMatch, byteMatch({ uriPath: {} }, 'EXACTLY', path.toLowerCase())]);
  const before = path.slice(0, path.indexOf('{'));
  const after = path.slice(path.lastIndexOf('}') + 1);
  return all([
    methodMatch,
    byteMatch({ uriPath: {} }, 'STARTS_WITH', before.toLowerCase()),
    ...(after ? [byteMatch({ uriPath: {} }, 'ENDS_WITH', after.toLowerCase())] : []),
  ]);
}

/**
 * A rate rule per usage limit (ASVS V2.4.1), keyed by the caller's bearer token (one signed-in session),
 * not the IP an agency office shares: the edge's second line behind the API's per-user limits.
 */
export function usageRateRules(firstPriority: number): wafv2.CfnWebACL.RuleProperty[] {
  return [...usageLimitedRoutes()].map(([name, routes], index) => ({
    name: `usage-${name}-per-session`,
    priority: firstPriority + index,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [
          { header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } },
        ],
        limit: edgeLimitOf(name),
        evaluationWindowSec: WINDOW_SECONDS,
        scopeDownStatement: any(routes.map(routeMatch)),
      },
    },
    visibilityConfig: {
      cloudWatchMetricsEnabled: true,
      metricName: `usage-${name}-per-session`,
      sampledRequestsEnabled: true,
    },
  }));
}
