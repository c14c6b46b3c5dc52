import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../aws/jobs';
import { listWorkflowFiles } from '../aws/workflows';
import { FIXTURE_SPA_BUILD, resourcesIn, resourcesOf, synthPortal } from './helpers';

/** The portal stack's web delivery, workflows, jobs, outputs and hardening (the data, auth and API side: portal-stack.test.ts). */

// One synthesis for the whole file (bundling skipped by the test context).
const { stack, template, operations, jobs } = synthPortal(
  { webOrigin: 'https://portal.example.com' },
  { webDistDir: FIXTURE_SPA_BUILD },
);

const functions = resourcesOf(template, 'AWS::Lambda::Function');
const portalFunctions = Object.values(functions).filter((fn) =>
  String(fn.Properties.Description ?? '').startsWith('Portal API: '),
);

describe('a dev stage', () => {
  it('publishes live aliases without CodeDeploy, keeps logs 30 days and sells no prospects', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::Lambda::Alias')).length).toBeGreaterThanOrEqual(
      portalFunctions.length,
    );
    for (const one of [template, jobs]) {
      one.resourceCountIs('AWS::CodeDeploy::DeploymentGroup', 0);
      one.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    }
    jobs.resourceCountIs('AWS::Logs::LogGroup', SCHEDULED_JOBS.length);
    for (const fn of portalFunctions) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env).not.toHaveProperty('PROSPECT_PROVIDER');
      expect(env.POWERTOOLS_SERVICE_NAME).toBe('msc-portal-dev');
    }
    // The stage's own web ACL, and its alarm.
    expect(
      Object.values(resourcesOf(operations, 'AWS::CloudWatch::Alarm')).map(
        (alarm) => alarm.Properties.AlarmName,
      ),
    ).toContainEqual(expect.stringMatching(/waf-blocked-spike/));
  });
});

describe('web', () => {
  it('routes /api/* to the HTTP API uncached and /assets/* to the assets bucket', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['PUT', 'PATCH', 'POST', 'DELETE']),
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
          }),
          Match.objectLike({ PathPattern: '/assets/*' }),
        ],
        DefaultRootObject: 'index.html',
      }),
    });
  });

  it('serves index.html for client routes without hiding API errors', () => {
    const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!;
    const config = distribution.Properties.DistributionConfig as Record<string, unknown>;
    expect(config.CustomErrorResponses).toBeUndefined();
    template.resourceCountIs('AWS::CloudFront::Function', 2);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('deploys the hashed files immutable, then index.html + config.json no-cache', () => {
    const deployments = Object.entries(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const [staticId, staticFiles] = deployments.find(
      ([, deployment]) => deployment.Properties.DestinationBucketKeyPrefix === 'static/',
    )!;
    const [shellId, shell] = deployments.find(([id]) => id !== staticId)!;
    expect(staticFiles.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(shell.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
      // The build without static/ and index.html; index.html with its storage policy; config.json.
      SourceObjectKeys: [expect.any(String), expect.any(String), expect.any(String)],
    });
    const resources = template.toJSON().Resources as Record<string, { DependsOn?: string[] }>;
    expect(resources[shellId]?.DependsOn).toEqual(expect.arrayContaining([staticId]));
  });

  it('writes config.json for the hosted UI from the deploy-time ids', () => {
    const distributionOrigin = {
      'Fn::Join': [
        '',
        ['https://', { 'Fn::GetAtt': [expect.stringMatching(/WebDistribution/), 'DomainName'] }],
      ],
    };
    const resolved = JSON.parse(JSON.stringify(stack.resolve(stack.spaConfig)));
    expect(resolved).toEqual({
      auth: {
        mode: 'hosted-ui',
        userPoolId: { Ref: expect.stringMatching(/UserPool/) },
        userPoolClientId: { Ref: expect.stringMatching(/SpaClient/) },
        domain: {
          'Fn::Join': [
            '',
            [
              { Ref: expect.stringMatching(/HostedUi/) },
              '.auth.',
              { Ref: 'AWS::Region' },
              '.amazoncognito.com',
            ],
          ],
        },
        redirectSignIn: [expect.anything(), 'https://portal.example.com/sso-redirect'],
        redirectSignOut: [expect.anything(), 'https://portal.example.com/sign-in'],
      },
    });
    expect(JSON.stringify(resolved.auth.redirectSignIn[0])).toContain('/sso-redirect');
    expect(stack.resolve(stack.web.origin)).toEqual(distributionOrigin);
    const [shell] = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment')).filter(
      (deployment) => deployment.Properties.DestinationBucketKeyPrefix === undefined,
    );
    const markers = JSON.stringify(shell!.Properties.SourceMarkers);
    for (const id of ['UserPool', 'SpaClient', 'HostedUi', 'WebDistribution']) expect(markers).toContain(id);
  });
});

describe('the page names its own bucket hosts', () => {
  it("narrows the header's region-wide S3 hosts to the three buckets in index.html's own policy", () => {
    const [shell] = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment')).filter(
      (deployment) => deployment.Properties.DestinationBucketKeyPrefix === undefined,
    );
    const markers = JSON.stringify(shell!.Properties.SourceMarkers);
    for (const bucket of ['DataAssets', 'DataUploads', 'DataDocuments']) {
      expect(markers).toMatch(new RegExp(`"${bucket}[A-Za-z0-9]+","RegionalDomainName"`));
    }
  });
});

describe('workflows and jobs', () => {
  it('creates one state machine per infra/workflows/*.asl.json', () => {
    template.resourceCountIs('AWS::StepFunctions::StateMachine', listWorkflowFiles().length);
  });

  it('creates one EventBridge schedule per registered job, in the nested stack of the jobs', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', 0);
    jobs.resourceCountIs('AWS::Scheduler::Schedule', SCHEDULED_JOBS.length);
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'cron(0 6 1 * ? *)' });
    // Named after the portal's stack, not the nested stack (whose name is a token).
    jobs.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    jobs.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'MscPortal-test-job-schedules' });
    jobs.resourceCountIs('AWS::SQS::Queue', 2);
    template.resourceCountIs('AWS::SQS::Queue', 1); // the scan receiver's failed files
  });

  it('retry and keep what they could not deliver in a dead-letter queue; failed runs land on an on-failure destination', () => {
    jobs.allResourcesProperties('AWS::Scheduler::Schedule', {
      Target: Match.objectLike({
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('ScheduleDeadLetters'), 'Arn'] } },
      }),
    });
    const configs = Object.values(resourcesIn([template, jobs], 'AWS::Lambda::EventInvokeConfig'));
    const [scanFiles, jobConfigs] = [true, false].map((receiver) =>
      configs.filter(
        (config) => /ScanReceiver/.test(JSON.stringify(config.Properties.FunctionName)) === receiver,
      ),
    );
    expect(jobConfigs).toHaveLength(SCHEDULED_JOBS.length);
    for (const config of jobConfigs!) {
      expect(JSON.stringify(config.Properties.DestinationConfig)).toMatch(/JobFailures/);
    }
    // The scan receiver's failed files (issue 49) land in a dead-letter queue of their own, after two retries.
    expect(scanFiles).toHaveLength(1);
    expect(scanFiles![0]!.Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 21_600,
    });
    expect(JSON.stringify(scanFiles![0]!.Properties.DestinationConfig)).toMatch(/ScanFileFailures/);
  });

  it('gives the jobs what the portal stack wires to them: workflows, the Stripe keys, the sender, the outputs', () => {
    const jobFunction = (name: string) =>
      Object.values(resourcesOf(jobs, 'AWS::Lambda::Function')).find(
        (fn) => fn.Properties.Description === `Scheduled job ${name}`,
      )!;
    const variablesOf = (name: string) =>
      (jobFunction(name).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    // Each a parameter the portal stack passes the nested stack.
    const parameters = Object.values(resourcesOf(template, 'AWS::CloudFormation::Stack'))
      .map((nested) => nested.Properties.Parameters as Record<string, unknown>)
      .find((candidate) => JSON.stringify(candidate).includes('StripeKeys'))!;
    const passed = (value: unknown) => parameters[(value as { Ref: string }).Ref];
    expect(passed(variablesOf('settle-orders').STRIPE_KEYS_SECRET_ARN)).toEqual({
      Ref: expect.stringMatching(/^StripeKeys/),
    });
    expect(passed(variablesOf('settle-orders').STATE_MACHINE_ARN_ORDER_RECIPIENTS)).toEqual({
      Ref: expect.stringMatching(/^WorkflowsorderrecipientsStateMachine/),
    });
    expect(variablesOf('renew-approval-holds').PORTAL_URL).toBe('https://portal.example.com');
    expect(variablesOf('settle-orders')).not.toHaveProperty('PORTAL_URL');
    expect(variablesOf('refresh-moving-lists')).not.toHaveProperty('STRIPE_KEYS_SECRET_ARN');
    const starts = Object.values(resourcesOf(jobs, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('states:StartExecution'),
    );
    expect(starts).toHaveLength(1);
    // What the runbook asks for by name, from the nested stack's outputs.
    const outputs = template.findOutputs('*');
    for (const name of ['JobRefreshMovingListsFunction', 'JobsDeadLettersUrl', 'JobsFailedRunsUrl']) {
      expect(JSON.stringify(outputs[name]?.Value)).toContain('Outputs.');
    }
  });
});

describe('outputs', () => {
  it('exports the distribution domain and the Cognito ids, never the execute-api URL', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining(['DistributionDomainName', 'UserPoolId', 'UserPoolClientId']),
    );
    expect(outputs).not.toContain('ApiUrl');
  });

  it('is environment-agnostic', () => {
    expect(stack.resolve(stack.account)).toEqual({ Ref: 'AWS::AccountId' });
    expect(stack.resolve(stack.region)).toEqual({ Ref: 'AWS::Region' });
  });
});

describe('hardening', () => {
  it('sends the security headers on every behaviour from one response-headers policy', () => {
    template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    const [policy] = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const config = JSON.stringify(stack.resolve(policy!.Properties));
    expect(config).toContain("frame-ancestors 'none'");
    expect(config).toMatch(/script-src 'self' https:\/\/js\.stripe\.com;/);
    expect(config).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(config).toContain('Permissions-Policy');
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      }),
    });
    const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!;
    const dist = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };
    for (const behavior of [dist.DefaultCacheBehavior, ...dist.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toBeDefined();
      expect(behavior.Compress).toBe(true);
    }
  });

  it('reaches the API only through CloudFront: a secret origin header the Lambdas check', () => {
    const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!;
    expect(JSON.stringify(distribution.Properties)).toContain('x-origin-verify');
    for (const fn of portalFunctions) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      // The secret's ARN: the Lambdas read the value at cold start, CloudFront gets it at deploy.
      expect(JSON.stringify(env.ORIGIN_VERIFY_SECRET_ARN)).toMatch(/OriginVerifySecret/);
    }
  });

  it('throttles the API stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 }),
    });
  });

  it('publishes no source map and no precompressed copy', () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    const assets = JSON.stringify(template.toJSON());
    expect(deployments.length).toBeGreaterThan(0);
    // The exclusions are applied when the asset is staged: no staged file of the build is a map.
    expect(assets).not.toMatch(/\.js\.map/);
  });

  it('asks for strong passwords, TOTP MFA and threat protection; short refresh tokens; email not writable', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 14, RequireSymbols: true }) },
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      UserPoolTier: 'PLUS',
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      RefreshTokenValidity: 720,
      WriteAttributes: ['family_name', 'given_name'],
    });
  });

  it('allows no placeholder origin: without webOrigin only the CloudFront domain is allowed', () => {
    const { template: bare } = synthPortal({}, { webDistDir: FIXTURE_SPA_BUILD });
    expect(JSON.stringify(bare.toJSON())).not.toContain('portal.example.com');
    // Links in emails then point at the CloudFront domain, never at the local default (localhost).
    const [distributionId] = Object.keys(bare.findResources('AWS::CloudFront::Distribution'));
    const api = Object.values(resourcesOf(bare, 'AWS::Lambda::Function')).filter((fn) =>
      String(fn.Properties.Description).startsWith('Portal API: '),
    );
    for (const fn of api) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(JSON.stringify(env.PORTAL_URL)).toContain(distributionId);
    }
    // A whole synthesis inside the test: seconds on a busy machine.
  }, 60_000);
});
