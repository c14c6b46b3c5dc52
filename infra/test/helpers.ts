import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Aspects, type NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from '../aws/paths';
import { PortalStack, type PortalStackProps } from '../aws/portal-stack';

/** The context `cdk synth` gets from cdk.json (feature flags included), with bundling skipped. */
export function testContext(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...overrides };
}

export function testApp(context: Record<string, unknown> = {}): App {
  return new App({ context: testContext(context) });
}

/** An empty stack in a test app, for constructs tested on their own. */
export function testStack(id = 'Test'): Stack {
  return new Stack(testApp(), id);
}

/** The portal stack as `npm run synth` makes it; `nag`: with cdk-nag's AwsSolutions checks, as app.ts runs them. */
export function synthPortal(
  context: Record<string, unknown> = {},
  props: PortalStackProps = {},
  { nag = false } = {},
) {
  const app = testApp(context);
  if (nag) Aspects.of(app).add(new AwsSolutionsChecks());
  const stack = new PortalStack(app, 'MscPortal-test', props);
  return {
    stack,
    template: Template.fromStack(stack),
    /** The nested stack of the alarms, their topic and the dashboard (portal-stack.ts says why). */
    operations: Template.fromStack(Stack.of(stack.monitoring) as NestedStack),
    /** The nested stack of the scheduled jobs: their Lambdas, roles, schedules and queues. */
    jobs: Template.fromStack(Stack.of(stack.jobs) as NestedStack),
  };
}

/**
 * The templates that hold the portal's functions: the portal stack's and the scheduled jobs' nested
 * stack's. A check that covers every function reads both.
 */
export const functionTemplates = ({ template, jobs }: { template: Template; jobs: Template }) => [
  template,
  jobs,
];

/** Values of every resource of a type in any of the templates, keyed by logical id (unique across them). */
export function resourcesIn(
  templates: readonly Template[],
  type: string,
): Record<string, { Properties: Record<string, unknown> }> {
  const all: Record<string, { Properties: Record<string, unknown> }> = {};
  for (const template of templates) {
    for (const [id, resource] of Object.entries(resourcesOf(template, type))) {
      if (all[id]) throw new Error(`${id} is in two templates`);
      all[id] = resource;
    }
  }
  return all;
}

export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const FIXTURE_FUNCTIONS = join(FIXTURES, 'functions');
export const FIXTURE_WORKFLOWS = join(FIXTURES, 'workflows');
/** A tiny SPA build (index.html + static/), so tests do not depend on frontend/dist. */
export const FIXTURE_SPA_BUILD = join(FIXTURES, 'spa-build');

/** Values of every resource of a type, keyed by logical id. */
export function resourcesOf(
  template: Template,
  type: string,
): Record<string, { Properties: Record<string, unknown> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, unknown> }>;
}

/** The identity-policy statements of a capability's Lambda (its role's AWS::IAM::Policy resources). */
export const policyOf = (template: Template, capability: string) => {
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const fn = Object.values(functions).find((f) => f.Properties.Description === `Portal API: ${capability}`)!;
  const role = (fn.Properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap(
      (policy) =>
        (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement as {
          Action: string | string[];
          Resource: unknown;
          Condition?: Record<string, Record<string, string[]>>;
        }[],
    );
};
export const actionsOf = (statement: { Action: string | string[] }) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];
export const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
