import { documentKey } from '@msc/functions/documents/documents-store';
import { ENTITIES } from '@msc/functions/platform/db';
import { EXPORTS_PREFIX } from '@msc/functions/platform/table-export';
import { CAPABILITY_NAMES } from '@msc/shared/api';
import { Aspects, NestedStack, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { STAGE_DEFAULTS } from '../aws/context';
import { EXPORT_RETENTION_DAYS, PROOF_RETENTION_DAYS } from '../aws/data';
import { PortalEdgeStack } from '../aws/edge-stack';
import { SCHEDULED_JOBS } from '../aws/jobs';

import { IP_RATE_LIMIT, SENSITIVE_RATE_LIMIT, sensitivePathPrefixes } from '../aws/web-acl';
import {
  actionsOf,
  FIXTURE_SPA_BUILD,
  functionTemplates,
  policyOf,
  resourcesIn,
  resourcesOf,
  synthPortal,
  TABLE_WRITES,
  testApp,
} from './helpers';

/**
 * The edge and least privilege in the template (ASVS V2.4.1, V12.1.1, V13.2, V13.3.1, V14.2.7): the WAF,
 * the API reachable only through CloudFront, TLS 1.2, reserved concurrency, narrowed grants, the documents
 * lifecycle, secrets by ARN, and cdk-nag's AWS Solutions checks, on a dev stage as it deploys by default
 * and on a prod stage with its own domains.
 */
const dev = synthPortal({}, { webDistDir: FIXTURE_SPA_BUILD }, { nag: true });
const prod = synthPortal(
  {
    stage: 'prod',
    webOrigin: 'https://portal.example.com',
    webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/portal',
    apiDomainName: 'api.portal.example.com',
    apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/api',
  },
  { webDistDir: FIXTURE_SPA_BUILD },
  { nag: true },
);

type Resources = ReturnType<typeof resourcesOf>;
const distributionConfig = (template: typeof dev.template) =>
  Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!.Properties
    .DistributionConfig as Record<string, unknown>;
const own = (functions: Resources) =>
  Object.values(functions).filter((fn) =>
    /^(Portal API: |Workflow |Scheduled job )/.test(String(fn.Properties.Description)),
  );
describe('the WAF in front of CloudFront', () => {
  it('has the managed common and known-bad-inputs rules, a rate per IP and a tighter one for public and discount endpoints', () => {
    const acls = Object.values(resourcesOf(dev.template, 'AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    const acl = acls[0]!.Properties as { Scope: string; Name: string; Rules: Record<string, unknown>[] };
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.Name).toBe('msc-portal-dev-edge');
    const rules = Object.fromEntries(acl.Rules.map((rule) => [rule.Name as string, rule]));
    expect(rules.AWSManagedRulesCommonRuleSet).toMatchObject({
      Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } },
      OverrideAction: { None: {} },
    });
    expect(rules.AWSManagedRulesKnownBadInputsRuleSet).toBeDefined();
    expect(rules['requests-per-ip']).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: IP_RATE_LIMIT } },
    });
    const tight = rules['sensitive-endpoints-per-ip'] as {
      Statement: { RateBasedStatement: { Limit: number; ScopeDownStatement: unknown } };
    };
    expect(tight.Statement.RateBasedStatement.Limit).toBe(SENSITIVE_RATE_LIMIT);
    expect(SENSITIVE_RATE_LIMIT).toBeLessThan(IP_RATE_LIMIT);
    // Every public route (opt-out) and the discount code, from the contract.
    expect(sensitivePathPrefixes()).toEqual(expect.arrayContaining(['/api/opt-out', '/api/cart/discounts']));
    const scoped = JSON.stringify(tight.Statement.RateBasedStatement.ScopeDownStatement);
    for (const prefix of sensitivePathPrefixes()) expect(scoped).toContain(`"SearchString":"${prefix}"`);
  });

  it('is attached to the distribution, watched by the WAF alarm, and made only in us-east-1', () => {
    const [aclId] = Object.keys(resourcesOf(dev.template, 'AWS::WAFv2::WebACL'));
    expect(distributionConfig(dev.template).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    dev.operations.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'MscPortal-test-waf-blocked-spike',
      Namespace: 'AWS/WAFV2',
      Dimensions: Match.arrayWith([{ Name: 'WebACL', Value: 'msc-portal-dev-edge' }]),
    });
    const rules = dev.template.toJSON().Rules as Record<string, { Assertions: { Assert: unknown }[] }>;
    expect(JSON.stringify(Object.values(rules).map((rule) => rule.Assertions))).toContain(
      '{"Fn::Equals":[{"Ref":"AWS::Region"},"us-east-1"]}',
    );
  });

  it('takes a web ACL made elsewhere (the edge stack) by its ARN instead, and watches it by its name', () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/central-edge/0a1b2c3d';
    const { template, operations } = synthPortal({ webAclArn: arn }, { webDistDir: FIXTURE_SPA_BUILD });
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distributionConfig(template).WebACLId).toBe(arn);
    operations.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Dimensions: Match.arrayWith([{ Name: 'WebACL', Value: 'central-edge' }]),
    });
  }, 300_000);
});

describe('the edge stack, for a portal outside us-east-1', () => {
  it('holds the same web ACL alone, pinned to us-east-1, and outputs its ARN for webAclArn', () => {
    const edge = new PortalEdgeStack(testApp(), 'MscPortalEdge-test', {
      webAclName: 'msc-portal-test-edge',
      env: { region: 'us-east-1' },
    });
    const template = Template.fromStack(edge);
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Name: 'msc-portal-test-edge',
      Scope: 'CLOUDFRONT',
    });
    expect(Object.keys(template.findOutputs('*'))).toEqual(['WebAclArn']);
    expect(edge.region).toBe('us-east-1');
  });
});

describe('the API only through CloudFront', () => {
  it('publishes no execute-api URL', () => {
    for (const { template } of [dev, prod]) {
      expect(Object.keys(template.findOutputs('*'))).not.toContain('ApiUrl');
      expect(JSON.stringify(template.findOutputs('*'))).not.toContain('execute-api');
    }
  });

  it('turns the execute-api endpoint off when the API has its own domain, which CloudFront then reaches', () => {
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.portal.example.com',
      DomainNameConfigurations: [Match.objectLike({ SecurityPolicy: 'TLS_1_2' })],
    });
    prod.template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const origins = distributionConfig(prod.template).Origins as { DomainName: unknown; Id: string }[];
    expect(origins.map((origin) => origin.DomainName)).toContain('api.portal.example.com');
    expect(Object.keys(prod.template.findOutputs('*'))).toContain('ApiDomainTarget');
  });

  it("keeps it on without a domain (dev): it is then CloudFront's origin, guarded by the origin-verify header", () => {
    const [api] = Object.values(resourcesOf(dev.template, 'AWS::ApiGatewayV2::Api'));
    expect(api!.Properties.DisableExecuteApiEndpoint).toBe(false);
    expect(JSON.stringify(distributionConfig(dev.template).Origins)).toContain('execute-api');
  });
});

describe('TLS', () => {
  it("asks viewers for TLS 1.2 or later on the portal's own domain", () => {
    expect(distributionConfig(prod.template)).toMatchObject({
      Aliases: ['portal.example.com'],
      ViewerCertificate: {
        AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/portal',
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
  });

  it('warns a protected stage that still has only the default certificate (dev stages only)', () => {
    expect(distributionConfig(dev.template).ViewerCertificate).toBeUndefined();
    const { stack } = synthPortal(
      { stage: 'staging', webOrigin: 'https://staging.example.com' },
      { webDistDir: FIXTURE_SPA_BUILD },
    );
    const warnings = Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('TLS 1.0'));
    expect(warnings).toHaveLength(1);
  }, 300_000);
});

describe('reserved concurrency', () => {
  it('caps every function by the stage: small in dev, larger in prod, the API above the background', () => {
    for (const [portal, kind] of [
      [dev, 'dev'],
      [prod, 'prod'],
    ] as const) {
      const { api, background } = STAGE_DEFAULTS[kind].concurrency;
      // The scheduled jobs' functions are in their nested stack.
      const functions = own(resourcesIn(functionTemplates(portal), 'AWS::Lambda::Function'));
      expect(functions.length).toBeGreaterThan(CAPABILITY_NAMES.length);
      expect(
        functions.filter((fn) => String(fn.Properties.Description).startsWith('Scheduled job ')),
      ).toHaveLength(SCHEDULED_JOBS.length);
      for (const fn of functions) {
        const isApi = String(fn.Properties.Description).startsWith('Portal API: ');
        expect(fn.Properties.ReservedConcurrentExecutions, String(fn.Properties.Description)).toBe(
          isApi ? api : background,
        );
      }
    }
    expect(STAGE_DEFAULTS.dev.concurrency.api).toBeLessThan(STAGE_DEFAULTS.prod.concurrency.api);
  });
});

describe('least privilege on the table and SES', () => {
  it('lets no capability write the table without a partition-key condition', () => {
    for (const capability of CAPABILITY_NAMES) {
      for (const statement of policyOf(dev.template, capability)) {
        if (!actionsOf(statement).some((action) => TABLE_WRITES.includes(action))) continue;
        expect(
          statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'],
          capability,
        ).toBeDefined();
      }
    }
  });

  it('lets a writer write only the partitions of the entities its stores name', () => {
    const keysWritten = (capability: string) =>
      policyOf(dev.template, capability)
        .filter((statement) => actionsOf(statement).includes('dynamodb:DeleteItem'))
        .flatMap((statement) => statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!);
    // The opt-out form writes suppressions (its per-client try counters are every capability's, below),
    // and nothing of anybody's account.
    expect(keysWritten('optOut')).toEqual(['$msc#suppressionkey_*']);
    expect(keysWritten('addresses')).toEqual(['$msc#username_*']);
    expect(keysWritten('cart')).toEqual(['$msc#username_*']);
    // The writes a bundle keeps after tree shaking, not every write of the modules it imports: home and
    // the reports read orders through the orders' index (which also holds placement) and write none of them.
    expect(keysWritten('home')).toEqual([]);
    expect(keysWritten('reports')).not.toContain('$msc#agencyid_*');
  });

  it('lets every capability count tries and usage in the attempt partitions, naming only the counter', () => {
    const params = ENTITIES.attempt
      .update({ scope: 'usage:proofRender', key: 'a@b.test', window: 1 })
      .add({ attempts: 1 })
      .set({ ttl: 2 })
      .params({ table: 'msc-portal' }) as { ExpressionAttributeNames: Record<string, string> };
    for (const capability of ['catalog', 'documents', 'optOut', 'cart']) {
      const counts = policyOf(dev.template, capability).filter((statement) =>
        statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']?.includes('$msc#scope_*'),
      );
      expect(counts, capability).toHaveLength(1);
      expect(actionsOf(counts[0]!)).toEqual(['dynamodb:UpdateItem']);
      const attributes = counts[0]!.Condition!['ForAllValues:StringEquals']!['dynamodb:Attributes']!;
      expect(attributes).toEqual(expect.arrayContaining(Object.values(params.ExpressionAttributeNames)));
      expect(attributes).not.toContain('roles');
    }
  });

  it('lets only the agency capability change the agency choice, with what Change Agency really sends', () => {
    const choiceUpdates = (capability: string) =>
      policyOf(dev.template, capability).filter((statement) =>
        statement.Condition?.['ForAllValues:StringEquals']?.['dynamodb:Attributes']?.includes(
          'currentAgencyId',
        ),
      );
    expect(choiceUpdates('catalog')).toHaveLength(0);
    const [choice] = choiceUpdates('agency');
    const attributes = choice!.Condition!['ForAllValues:StringEquals']!['dynamodb:Attributes']!;
    const changeAgency = ENTITIES.user
      .patch({ userName: 'a@b.test' })
      .set({ defaultAgencyId: 7, hasChosenAgency: true })
      .remove(['currentAgencyId'])
      .params({ table: 'msc-portal' }) as { ExpressionAttributeNames: Record<string, string> };
    expect(attributes).toEqual(expect.arrayContaining(Object.values(changeAgency.ExpressionAttributeNames)));
    // The profile's agency emails, in the agency's partition (the agency item has its own: identity-grants.test.ts).
    expect(
      policyOf(dev.template, 'agency')
        .filter((statement) => actionsOf(statement).includes('dynamodb:DeleteItem'))
        .flatMap((statement) => statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!),
    ).toContain('$msc#agencyid_*');
  });

  it('sends email only from the sender identity', () => {
    const ses = policyOf(dev.template, 'downloads').filter((statement) =>
      actionsOf(statement).includes('ses:SendEmail'),
    );
    expect(ses).toHaveLength(1);
    const resources = JSON.stringify(ses[0]!.Resource);
    expect(resources).toContain('identity/no-reply@msc.local');
    expect(resources).toContain('identity/msc.local');
    expect(resources).not.toContain('identity/*');
  });
});

describe('the documents bucket keeps exports a day and proofs by the documented policy', () => {
  it('expires the prefixes the code writes', () => {
    const buckets = Object.values(resourcesOf(dev.template, 'AWS::S3::Bucket'));
    const rules = buckets.flatMap(
      (bucket) =>
        ((bucket.Properties.LifecycleConfiguration as { Rules?: Record<string, unknown>[] })?.Rules ??
          []) as {
          Prefix?: string;
          ExpirationInDays?: number;
        }[],
    );
    expect(EXPORT_RETENTION_DAYS).toBe(1);
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: EXPORTS_PREFIX, ExpirationInDays: EXPORT_RETENTION_DAYS }),
    );
    const proofs = rules.find((rule) => rule.ExpirationInDays === PROOF_RETENTION_DAYS)!;
    expect(documentKey('a-document').startsWith(proofs.Prefix!)).toBe(true);
    expect(proofs.Prefix).toBe('documents/');
  });
});

describe('secrets by ARN, read at cold start', () => {
  it('puts no secret value in any Lambda environment, only the ARNs of the secrets it may read', () => {
    const functions = resourcesIn(functionTemplates(dev), 'AWS::Lambda::Function');
    expect(own(functions)).toHaveLength(
      own(resourcesOf(dev.template, 'AWS::Lambda::Function')).length + SCHEDULED_JOBS.length,
    );
    for (const fn of Object.values(functions)) {
      const variables =
        (fn.Properties.Environment as { Variables?: Record<string, unknown> })?.Variables ?? {};
      expect(variables).not.toHaveProperty('ORIGIN_VERIFY_SECRET');
      expect(variables).not.toHaveProperty('REPORT_EMBED_SECRET');
      expect(JSON.stringify(variables)).not.toContain('resolve:secretsmanager');
    }
    const secretId = (description: string) =>
      Object.entries(resourcesOf(dev.template, 'AWS::SecretsManager::Secret')).find(([, secret]) =>
        String(secret.Properties.Description).startsWith(description),
      )![0];
    const reports = Object.values(functions).find(
      (fn) => fn.Properties.Description === 'Portal API: reports',
    )!;
    expect(
      (reports.Properties.Environment as { Variables: Record<string, unknown> }).Variables,
    ).toMatchObject({
      ORIGIN_VERIFY_SECRET_ARN: { Ref: secretId('x-origin-verify') },
      REPORT_EMBED_SECRET_ARN: { Ref: secretId('HMAC key of the report embed tokens') },
    });
    const reads = policyOf(dev.template, 'reports').filter((statement) =>
      actionsOf(statement).includes('secretsmanager:GetSecretValue'),
    );
    expect(JSON.stringify(reads)).toContain(secretId('HMAC key of the report embed tokens'));
    expect(JSON.stringify(reads)).toContain(secretId('x-origin-verify'));
  });
});

describe('cdk-nag', () => {
  it('finds nothing that is neither fixed nor accepted with a reason, on a dev and a prod stage', () => {
    // The nested stack of the alarms included: its constructs' annotations are in the portal stack's artifact.
    for (const { stack } of [dev, prod]) {
      const findings = [
        ...Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-')),
        ...Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-')),
      ];
      expect(findings.map((finding) => `${finding.id}: ${String(finding.entry.data).slice(0, 120)}`)).toEqual(
        [],
      );
    }
  }, 300_000);

  it("checks a nested stack's resources too: a finding there fails the portal stack's synth", () => {
    const app = testApp();
    Aspects.of(app).add(new AwsSolutionsChecks());
    const parent = new Stack(app, 'Parent');
    new sqs.Queue(new NestedStack(parent, 'Nested'), 'Queue');
    expect(() => Annotations.fromStack(parent)).toThrow(/AwsSolutions-SQS4[^\n]*\n\s*Parent\/Nested\/Queue/);
  });
});
