import { join } from 'node:path';
import { Annotations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { readPortalContext } from '../aws/context';
import { PortalStack } from '../aws/portal-stack';
import { FIXTURES, resourcesOf, synthPortal, testApp } from './helpers';

// A production-like deployment with corporate SSO and a custom domain, before the SPA was built.
const prodStack = new PortalStack(
  testApp({
    stage: 'prod',
    webOrigin: 'https://marketing.example-insurance.com/',
    samlMetadataUrl: 'https://idp.example-insurance.com/saml/metadata.xml',
    authCallbackUrls: 'http://localhost:3000/sso-redirect',
  }),
  'MscPortal-prod',
  { webDistDir: join(FIXTURES, 'no-build-here') },
);
Annotations.of(prodStack).acknowledgeWarning('msc:web-dist-missing');
const template = Template.fromStack(prodStack);

describe('context', () => {
  it('reads defaults and command-line strings', () => {
    const defaults = readPortalContext(testApp({ stage: undefined, webOrigin: undefined }).node);
    expect(defaults).toMatchObject({
      stage: 'dev',
      protect: false,
      webOrigin: undefined,
      hostedUiDomainPrefix: 'msc-portal-dev',
      samlMetadataUrl: undefined,
      skipWebDeploy: false,
      authCallbackUrls: [],
    });
    expect(
      readPortalContext(testApp({ skipWebDeploy: 'true', authCallbackUrls: 'a, b' }).node),
    ).toMatchObject({
      skipWebDeploy: true,
      authCallbackUrls: ['a', 'b'],
    });
    expect(() => readPortalContext(testApp({ webOrigin: 'portal' }).node)).toThrow(/webOrigin/);
    expect(() => readPortalContext(testApp({ stage: 'Prod!' }).node)).toThrow(/stage/);
  });

  it('gives each kind of stage its operations, which cdk.json and flags adjust and synth checks', () => {
    const operationsOf = (context: Record<string, unknown>) =>
      readPortalContext(testApp({ webOrigin: undefined, ...context }).node).operations;
    expect(operationsOf({ stage: 'dev' })).toEqual({
      kind: 'dev',
      logRetentionDays: 30,
      backupRetentionDays: 7,
      alarmEmails: [],
      wafWebAclName: 'msc-portal-dev-edge',
      concurrency: { api: 5, background: 2 },
      sdkTracing: false,
    });
    expect(operationsOf({ stage: 'feature-x' }).kind).toBe('dev');
    expect(operationsOf({ stage: 'staging' })).toMatchObject({
      kind: 'staging',
      canary: { percent: 10, minutes: 5 },
    });
    expect(operationsOf({ stage: 'prod' })).toMatchObject({
      kind: 'prod',
      logRetentionDays: 90,
      canary: { percent: 10, minutes: 5 },
      backupRetentionDays: 35,
      sdkTracing: true,
    });
    expect(operationsOf({ stage: 'prod', stages: { prod: { sdkTracing: 'false' } } }).sdkTracing).toBe(false);
    expect(
      operationsOf({
        stage: 'prod',
        stages: { prod: { alarmEmails: ['ops@example.com'], logRetentionDays: 180 } },
      }),
    ).toMatchObject({ alarmEmails: ['ops@example.com'], logRetentionDays: 180 });
    expect(operationsOf({ stage: 'prod', alarmEmails: 'a@example.com, b@example.com' }).alarmEmails).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
    expect(operationsOf({ stage: 'dev', prospectProvider: 'generated' }).prospectProvider).toBe('generated');

    expect(() => operationsOf({ stage: 'prod', stages: { prod: { logRetentionDays: 45 } } })).toThrow(
      /stage prod: logRetentionDays must be one of CloudWatch's retention periods/,
    );
    expect(() => operationsOf({ stage: 'prod', alarmEmails: 'ops-at-example' })).toThrow(/alarmEmails/);
    expect(() =>
      operationsOf({ stage: 'prod', stages: { prod: { canary: { percent: 0, minutes: 5 } } } }),
    ).toThrow(/canary.percent/);
    expect(() => operationsOf({ stage: 'prod', stages: { prod: { canary: undefined } } })).toThrow(/canary/);
    expect(() => operationsOf({ stage: 'prod', prospectProvider: 'generated' })).toThrow(
      /invented prospects/,
    );
    expect(() => operationsOf({ stage: 'dev', stages: { dev: { logRetention: 30 } } })).toThrow(
      /logRetention/,
    );
  });

  it('synthesizes prod without webOrigin (offline, no domain yet), warning that only CloudFront serves it', () => {
    const readSettings = readPortalContext(testApp({ stage: 'prod', webOrigin: undefined }).node);
    expect(readSettings).toMatchObject({ stage: 'prod', protect: true, webOrigin: undefined });
  });

  it('protects the table and the user pool in prod', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    template.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'msc-portal-prod' });
  });

  it('federates sign-in to the SAML IdP when samlMetadataUrl is set', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderType: 'SAML',
      ProviderName: 'CorporateSSO',
      ProviderDetails: { MetadataURL: 'https://idp.example-insurance.com/saml/metadata.xml' },
      AttributeMapping: Match.objectLike({
        email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
      }),
    });
    const client = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))[0]!;
    expect(client.Properties.SupportedIdentityProviders).toEqual(['COGNITO', { Ref: expect.any(String) }]);
    expect(client.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/Saml/)]));
  });

  it('allows the custom domain and the extra callback URLs', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: Match.arrayWith([
        'https://marketing.example-insurance.com/sso-redirect',
        'http://localhost:3000/sso-redirect',
      ]),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedOrigins: Match.arrayWith(['https://marketing.example-insurance.com']) }),
        ],
      },
    });
  });

  it('deploys only config.json while the SPA is not built', () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    expect(deployments[0]!.Properties.SourceObjectKeys).toHaveLength(1);
  });
});

describe('skipWebDeploy', () => {
  // A whole synth inside the test (every Lambda bundled): seconds on a busy machine.
  it('deploys no files', { timeout: 60_000 }, () => {
    const skipped = synthPortal({ skipWebDeploy: 'true' }).template;
    skipped.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});
