import {
  GLOBAL_SECONDARY_INDEXES,
  KEY_ATTRIBUTES,
  projectionOf,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
} from '@msc/functions/data/table-definition';
import { API_PREFIX, api, CAPABILITY_NAMES } from '@msc/shared/api';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_FUNCTION_TIMEOUT_SECONDS, API_INTEGRATION_TIMEOUT_SECONDS } from '../aws/function-limits';
import { capabilityAccess, workflowsStartedBy } from '../aws/grants';
import { FIXTURE_SPA_BUILD, resourcesOf, synthPortal } from './helpers';

// One synthesis for the whole file (bundling skipped by the test context).
const { stack, template } = synthPortal(
  { webOrigin: 'https://portal.example.com' },
  { webDistDir: FIXTURE_SPA_BUILD },
);

const functions = resourcesOf(template, 'AWS::Lambda::Function');
const portalFunctions = Object.values(functions).filter((fn) =>
  String(fn.Properties.Description ?? '').startsWith('Portal API: '),
);

describe('data', () => {
  it('creates the table from functions/src/data/table-definition.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayEquals(
          KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        ),
        GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: projectionOf(index),
        })),
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        DeletionProtectionEnabled: false,
      },
    });
  });

  it('blocks public access, encrypts and enforces TLS on every bucket', () => {
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(5); // assets, uploads, documents, SPA, CloudFront's access logs
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
    }
    const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(5);
    for (const policy of policies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('expires uploads after 7 days and lets the SPA origins POST forms to them', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 7 })]) },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST'],
            AllowedOrigins: Match.arrayWith(['https://portal.example.com']),
          }),
        ],
      },
    });
  });
});

describe('auth', () => {
  it('creates an email sign-in pool without self sign-up', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('creates a public SPA client with the code grant and no password flow', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      SupportedIdentityProviders: ['COGNITO'],
      CallbackURLs: Match.arrayWith(['https://portal.example.com/sso-redirect']),
      LogoutURLs: Match.arrayWith(['https://portal.example.com/sign-in']),
    });
  });

  it('creates the hosted UI domain from the stage', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'msc-portal-dev' });
  });
});

describe('api', () => {
  // Routes, their integrations and invoke permissions live in a nested stack (500 resources per stack).
  const routesTemplate = Template.fromStack(stack.api.routes);
  const routes = resourcesOf(routesTemplate, 'AWS::ApiGatewayV2::Route');
  const routeKeys = Object.values(routes).map((route) => route.Properties.RouteKey as string);
  const endpoints = Object.entries(api).flatMap(([capability, contract]) =>
    Object.entries(contract).map(([name, endpoint]) => ({ capability, name, ...endpoint })),
  );

  it('has one route per contract endpoint and no other', () => {
    for (const endpoint of endpoints) {
      expect(routeKeys, `${endpoint.capability}.${endpoint.name}`).toContain(
        `${endpoint.method} ${API_PREFIX}${endpoint.path}`,
      );
    }
    expect(routeKeys).toHaveLength(endpoints.length);
    expect(new Set(routeKeys).size).toBe(routeKeys.length);
  });

  it("gives up on an integration before its function's own timeout, so a slow request is API Gateway's 504", () => {
    const integrations = Object.values(resourcesOf(routesTemplate, 'AWS::ApiGatewayV2::Integration'));
    expect(integrations.length).toBeGreaterThan(0);
    for (const integration of integrations) {
      expect(integration.Properties.TimeoutInMillis).toBe(API_INTEGRATION_TIMEOUT_SECONDS * 1000);
    }
    expect(API_INTEGRATION_TIMEOUT_SECONDS).toBeLessThan(API_FUNCTION_TIMEOUT_SECONDS);
    for (const fn of Object.values(functions).filter((one) =>
      String(one.Properties.Description).startsWith('Portal API: '),
    )) {
      expect(fn.Properties.Timeout).toBe(API_FUNCTION_TIMEOUT_SECONDS);
    }
  });

  it("sends each route to its capability's live alias and protects every non-public route with the JWT authorizer", () => {
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    const integrations = resourcesOf(routesTemplate, 'AWS::ApiGatewayV2::Integration');
    const aliases = resourcesOf(template, 'AWS::Lambda::Alias');
    // What the parent passes the nested stack: each parameter is a reference to one of its resources.
    const nested = resourcesOf(template, 'AWS::CloudFormation::Stack')[
      stack.resolve(stack.api.routes.nestedStackResource!.logicalId) as string
    ];
    const parameters = nested!.Properties.Parameters as Record<string, { Ref: string }>;
    const parentId = (value: unknown) => parameters[(value as { Ref: string }).Ref]?.Ref;
    const functionOfIntegration = (target: unknown) => {
      const id = String(target).replace(/^integrations\//, '');
      const alias = aliases[parentId(integrations[id]?.Properties.IntegrationUri) ?? ''];
      expect(alias?.Properties.Name).toBe('live');
      const fnId = (alias!.Properties.FunctionName as { Ref: string }).Ref;
      return String(functions[fnId]?.Properties.Description);
    };
    for (const route of Object.values(routes)) {
      const endpoint = endpoints.find(
        (candidate) => `${candidate.method} ${API_PREFIX}${candidate.path}` === route.Properties.RouteKey,
      )!;
      const target = (route.Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1];
      expect(functionOfIntegration((target as { Ref: string }).Ref)).toBe(
        `Portal API: ${endpoint.capability}`,
      );
      if (endpoint.auth === 'public') {
        expect(route.Properties.AuthorizationType).toBe('NONE');
      } else {
        expect(route.Properties.AuthorizationType).toBe('JWT');
        expect(parentId(route.Properties.AuthorizerId)).toBe(authorizerId);
      }
    }
  });

  it('verifies Cognito tokens for the SPA client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::GetAtt': [Match.stringLikeRegexp('UserPool'), 'ProviderURL'] },
        Audience: [{ Ref: Match.stringLikeRegexp('SpaClient') }],
      },
    });
  });

  it('writes access logs from the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('has one function per capability, one invoke permission each', () => {
    expect(portalFunctions.map((fn) => fn.Properties.Description).sort()).toEqual(
      CAPABILITY_NAMES.map((name) => `Portal API: ${name}`).sort(),
    );
    routesTemplate.resourceCountIs('AWS::Lambda::Permission', CAPABILITY_NAMES.length);
    // The portal's own stack: only S3's invoke of the scan receiver (mail tracking, scan-receiver.ts).
    template.resourceCountIs('AWS::Lambda::Permission', 1);
  });
});

describe('functions', () => {
  it('runs every portal Lambda on Node.js 22, ARM64, with the configuration the handlers read', () => {
    const own = Object.values(functions).filter((fn) => fn.Properties.Runtime !== 'python3.13');
    expect(own.length).toBeGreaterThanOrEqual(CAPABILITY_NAMES.length);
    for (const fn of own) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.MemorySize).toBe(1024);
      // The HTTP API's limit; a workflow task runs as long as its state allows.
      if (String(fn.Properties.Description).startsWith('Portal API: '))
        expect(fn.Properties.Timeout).toBe(29);
      expect(fn.Properties.Handler).toBe('index.handler');
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
        APP_ENV: 'aws',
        TABLE_NAME: { Ref: expect.stringMatching(/Table/) },
        ASSETS_BUCKET: { Ref: expect.stringMatching(/Assets/) },
        UPLOADS_BUCKET: { Ref: expect.stringMatching(/Uploads/) },
        DOCUMENTS_BUCKET: { Ref: expect.stringMatching(/Documents/) },
        NODE_OPTIONS: '--enable-source-maps',
        LOG_LEVEL: 'INFO',
      });
    }
  });

  it('grants each capability what its bundled code touches: reads always, writes and buckets only if used', () => {
    const policyOf = (capability: string) => {
      const [logicalId] = Object.entries(functions).find(
        ([, fn]) => fn.Properties.Description === `Portal API: ${capability}`,
      )!;
      const role = JSON.stringify(
        (functions[logicalId]!.Properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0],
      );
      return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(JSON.parse(role)))
        .map((policy) => JSON.stringify(policy.Properties.PolicyDocument))
        .join('\n');
    };
    // Only uploads (the upload pipeline), express ordering (the express-order pipeline) and checkout (a placed
    // order's recipient rows) start a workflow.
    expect(CAPABILITY_NAMES.filter((name) => workflowsStartedBy(name).length > 0).sort()).toEqual([
      'checkout',
      'expressOrder',
      'uploads',
    ]);
    for (const capability of CAPABILITY_NAMES) {
      const doc = policyOf(capability);
      expect(doc).toContain('/index/*');
      expect(doc).toContain('dynamodb:Query');
      // A bucket only for code that names one (uploads, proofs, exports), a workflow only for its starter.
      // (uploads is granted its bucket in CAPABILITY_GRANTS; the others by what their code names.)
      const usesBucket = capability === 'uploads' || capabilityAccess(capability).buckets.length > 0;
      (usesBucket ? expect(doc) : expect(doc).not).toContain('s3:');
      (workflowsStartedBy(capability).length > 0 ? expect(doc) : expect(doc).not).toContain(
        'states:StartExecution',
      );
      // SES only for code that sends email (send email review of a custom download, opt-out confirmation,
      // an order's rejection told to the agent, a recipient's response told to the agent).
      (['downloads', 'optOut', 'approvals', 'responsePage'].includes(capability)
        ? expect(doc)
        : expect(doc).not
      ).toContain('ses:SendEmail');
    }
    // The catalogue only reads: its one write permission is the identity store's, on identity keys only.
    const catalog = policyOf('catalog');
    expect(catalog).toContain('dynamodb:LeadingKeys');
    expect(catalog).not.toContain('dynamodb:DeleteItem');
    expect(catalog).not.toContain('dynamodb:BatchWriteItem');
    expect(policyOf('cart')).toContain('dynamodb:DeleteItem');
    // Only the Admin Center writes to the assets bucket, and only new catalogue images under catalogue/.
    expect(CAPABILITY_NAMES.filter((name) => capabilityAccess(name).writesAssets)).toEqual(['admin']);
    expect(policyOf('admin')).toContain('/catalogue/*');
    expect(policyOf('catalog')).not.toContain('/catalogue/*');
  });
});

describe('Stripe keys', () => {
  const functionOf = (capability: string) =>
    Object.entries(functions).find(([, fn]) => fn.Properties.Description === `Portal API: ${capability}`)!;
  const variablesOf = (capability: string) =>
    (functionOf(capability)[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const [secretId] = Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret')).find(([, secret]) =>
    String(secret.Properties.Description).startsWith('Stripe API keys'),
  )!;

  it('gives the payment code the secret by ARN and the right to read it, no key in any environment', () => {
    expect(variablesOf('checkout').STRIPE_KEYS_SECRET_ARN).toEqual({ Ref: secretId });
    for (const fn of Object.values(functions)) {
      const variables = JSON.stringify(fn.Properties.Environment ?? {});
      expect(variables).not.toMatch(
        /STRIPE_SECRET_KEY|STRIPE_PUBLISHABLE_KEY|sk_(live|test)_|pk_(live|test)_/,
      );
    }
    const readers = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((policy) => {
      const document = JSON.stringify(policy.Properties.PolicyDocument);
      return document.includes('secretsmanager:GetSecretValue') && document.includes(`"Ref":"${secretId}"`);
    });
    const checkoutRole = (functionOf('checkout')[1].Properties.Role as { 'Fn::GetAtt': string[] })[
      'Fn::GetAtt'
    ][0];
    expect(readers.some((policy) => JSON.stringify(policy.Properties.Roles).includes(checkoutRole!))).toBe(
      true,
    );
    // Only code that reads the keys may: not the catalogue.
    expect(variablesOf('catalog').STRIPE_KEYS_SECRET_ARN).toBeUndefined();
  });

  it('never writes a key into the template, whatever the deploying shell holds', () => {
    const canary = { secret: 'sk_live_canary0123456789', publishable: 'pk_live_canary0123456789' };
    const saved = { ...process.env };
    process.env.STRIPE_SECRET_KEY = canary.secret;
    process.env.STRIPE_PUBLISHABLE_KEY = canary.publishable;
    try {
      const { template: again } = synthPortal({}, { webDistDir: FIXTURE_SPA_BUILD });
      const text = JSON.stringify(again.toJSON());
      expect(text).toContain('Stripe API keys');
      expect(text).not.toContain(canary.secret);
      expect(text).not.toContain(canary.publishable);
    } finally {
      process.env = saved;
    }
  }, 120_000);
});
