import { API_PREFIX, api, apiRoutes } from '@msc/shared/api';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { usageLimitedRoutes, usageRateRules } from './usage-rate-rules';

/**
 * Requests one client IP may make in five minutes to anything (pages, assets, API). A page of the SPA
 * makes ten to twenty calls, and an agency office shares one address: 2,000 is ~7 a second for five
 * minutes, far above people clicking and far below a script.
 */
export const IP_RATE_LIMIT = 2000;
/**
 * The same for the public endpoints (opt-out) and the discount code: a person opts out or types a code a
 * few times; a script trying addresses or codes is stopped after 100 in five minutes.
 */
export const SENSITIVE_RATE_LIMIT = 100;
/** WAF's window for both rate rules, in seconds. */
export const RATE_WINDOW_SECONDS = 300;

/**
 * The paths of the endpoints that get the tighter rate: every route anyone may call without signing in
 * (`auth: 'public'`) and the discount code, which guesses codes. Each as the prefix before its first path
 * parameter, without the ones another prefix already covers.
 */
export function sensitivePathPrefixes(): string[] {
  const paths = [
    ...apiRoutes()
      .filter((route) => route.definition.auth === 'public')
      .map((route) => route.path),
    `${API_PREFIX}${api.cart.applyDiscount.path}`,
  ].map((path) => path.split('{')[0]!.replace(/\/$/, ''));
  const unique = [...new Set(paths)].sort();
  return unique.filter((path) => !unique.some((other) => other !== path && path.startsWith(`${other}/`)));
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managed = (name: string, priority: number, excluded: string[] = []): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: visibility(name),
});

const startsWith = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

export interface WebAclProps {
  /** The ACL's name (its metrics and the WAF alarm use it). */
  name: string;
}

/**
 * The web ACL in front of CloudFront (ASVS V2.4.1, V13.2): AWS's common rule set and known bad inputs, a
 * rate limit per client IP on everything, and a tighter one on the public and discount endpoints, so one
 * client can neither flood the portal for everyone nor try addresses and codes at speed. CLOUDFRONT scope:
 * CloudFormation creates it only in us-east-1.
 */
export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;
  readonly name: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    this.name = props.name;
    const prefixes = sensitivePathPrefixes().map(startsWith);
    this.acl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      description: 'Marketing Solutions Center portal: managed rules and rate limits',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: [
        // The API refuses bodies over 1 MB itself (implement.ts); the rule set's 8 KB body limit would refuse
        // an ordinary order state or mail list, so that one rule only counts.
        managed('AWSManagedRulesCommonRuleSet', 0, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 1),
        {
          name: 'sensitive-endpoints-per-ip',
          priority: 2,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: SENSITIVE_RATE_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
              scopeDownStatement:
                prefixes.length === 1 ? prefixes[0] : { orStatement: { statements: prefixes } },
            },
          },
          visibilityConfig: visibility('sensitive-endpoints-per-ip'),
        },
        // Expensive work per signed-in session, by route group (the API's usage limits, from the contract).
        ...usageRateRules(3),
        {
          name: 'requests-per-ip',
          priority: 3 + usageLimitedRoutes().size,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: IP_RATE_LIMIT,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
            },
          },
          visibilityConfig: visibility('requests-per-ip'),
        },
      ],
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}
