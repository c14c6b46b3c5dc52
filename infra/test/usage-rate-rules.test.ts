import { USAGE_LIMITS } from '@msc/shared/rules/usage-limits';
import { describe, expect, it } from 'vitest';
import { edgeLimitOf, routeMatch, usageLimitedRoutes, usageRateRules } from '../aws/usage-rate-rules';

describe('WAF rate rules per route group', () => {
  it('groups every usage-limited route of the contract under its limit', () => {
    const groups = usageLimitedRoutes();
    expect([...groups.keys()].sort()).toEqual(Object.keys(USAGE_LIMITS).sort());
    expect(groups.get('proofRender')).toEqual([{ method: 'POST', path: '/api/documents/proofs' }]);
    expect(groups.get('workflowStart')).toContainEqual({
      method: 'PUT',
      path: '/api/express-orders/{id}/drop-details',
    });
  });

  it('lets a session at the edge do twice the API limit over five minutes', () => {
    const { perWindow, windowSeconds } = USAGE_LIMITS.export;
    expect(edgeLimitOf('export')).toBe((perWindow * 300 * 2) / windowSeconds);
  });

  it('matches a route with parameters by its method, what precedes the first and what follows the last', () => {
    expect(JSON.stringify(routeMatch({ method: 'PUT', path: '/api/express-orders/{id}/drop-details' }))).toBe(
      JSON.stringify({
        andStatement: {
          statements: [
            {
              byteMatchStatement: {
                fieldToMatch: { method: {} },
                positionalConstraint: 'EXACTLY',
                searchString: 'PUT',
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
            {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: '/api/express-orders/',
                textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
              },
            },
            {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'ENDS_WITH',
                searchString: '/drop-details',
                textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
              },
            },
          ],
        },
      }),
    );
  });

  it('blocks per bearer token, one rule per limit, in priority order', () => {
    const rules = usageRateRules(3);
    expect(rules.map((rule) => rule.priority)).toEqual(rules.map((_, index) => 3 + index));
    for (const rule of rules) {
      expect(rule.action).toEqual({ block: {} });
      const rate = (
        rule.statement as { rateBasedStatement: { aggregateKeyType: string; customKeys: unknown } }
      ).rateBasedStatement;
      expect(rate.aggregateKeyType).toBe('CUSTOM_KEYS');
      expect(JSON.stringify(rate.customKeys)).toContain('"name":"authorization"');
    }
  });
});
