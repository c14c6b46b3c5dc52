import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { Data } from '../aws/data';
import type { PortalResources } from '../aws/grants';
import { FUNCTIONS_DIR } from '../aws/paths';
import { kebabCase, listWorkflowFiles, stateMachineEnvName, taskEntry, Workflows } from '../aws/workflows';
import { FIXTURE_FUNCTIONS, FIXTURE_WORKFLOWS, resourcesOf, testStack } from './helpers';

function portalResources(stack: ReturnType<typeof testStack>): PortalResources {
  const data = new Data(stack, 'Data', { protect: false, uploadOrigins: [] });
  return {
    table: data.table,
    assets: data.assets,
    uploads: data.uploads,
    documents: data.documents,
    paymentKeys: new Secret(stack, 'StripeKeys'),
  };
}

/** A workflows folder holding one definition with the given Task state. */
function definitionsWith(state: Record<string, unknown>, stateName = 'CheckRows'): string {
  const dir = mkdtempSync(join(tmpdir(), 'msc-workflows-'));
  const definition = { StartAt: stateName, States: { [stateName]: { Type: 'Task', End: true, ...state } } };
  writeFileSync(join(dir, 'broken.asl.json'), JSON.stringify(definition));
  return dir;
}

const stack = testStack('Workflows');
const workflows = new Workflows(stack, 'Workflows', {
  resources: portalResources(stack),
  definitionsDir: FIXTURE_WORKFLOWS,
  functionsDir: FIXTURE_FUNCTIONS,
});
const template = Template.fromStack(stack);

describe('Workflows', () => {
  it('creates one state machine per .asl.json file', () => {
    expect(listWorkflowFiles(FIXTURE_WORKFLOWS).map((file) => file.name)).toEqual(['order-pipeline']);
    template.resourceCountIs('AWS::StepFunctions::StateMachine', 1);
    expect(Object.keys(workflows.stateMachines)).toEqual(['order-pipeline']);
  });

  it("binds every Task (nested ones included) to its own Lambda's live alias through the substitutions", () => {
    const [machine] = Object.values(resourcesOf(template, 'AWS::StepFunctions::StateMachine'));
    const substitutions = machine!.Properties.DefinitionSubstitutions as Record<string, unknown>;
    expect(Object.keys(substitutions).sort()).toEqual(['BuildSummary', 'ValidateRows']);
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const aliases = resourcesOf(template, 'AWS::Lambda::Alias');
    for (const [stateName, arn] of Object.entries(substitutions)) {
      const alias = aliases[(arn as { Ref: string }).Ref]!;
      expect(alias.Properties.Name).toBe('live');
      const logicalId = (alias.Properties.FunctionName as { Ref: string }).Ref;
      expect(functions[logicalId]?.Properties.Description).toBe(`Workflow order-pipeline: ${stateName}`);
      expect(functions[logicalId]?.Properties.Runtime).toBe('nodejs22.x');
    }
    expect(JSON.parse(String(machine!.Properties.DefinitionString)).States.ValidateRows.Parameters).toEqual({
      FunctionName: `\${ValidateRows}`,
      'Payload.$': '$',
    });
  });

  it('lets the state machine invoke its task Lambdas, with logging and tracing on', () => {
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: { Level: 'ALL', Destinations: [{ CloudWatchLogsLogGroup: {} }] },
    });
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).map((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument),
    );
    expect(policies.some((doc) => doc.includes('lambda:InvokeFunction'))).toBe(true);
  });

  it('names the environment variable of each state machine', () => {
    expect(Object.keys(workflows.environment())).toEqual(['STATE_MACHINE_ARN_ORDER_PIPELINE']);
    expect(stateMachineEnvName('upload-validate-summary')).toBe('STATE_MACHINE_ARN_UPLOAD_VALIDATE_SUMMARY');
  });

  it('maps state names to handler files like the local runner', () => {
    expect(kebabCase('ValidateRows')).toBe('validate-rows');
    expect(taskEntry('express-order', 'RenderProofPDF')).toBe(
      'src/workflows/express-order/render-proof-pdf.ts',
    );
  });

  it('fails the synth with a clear message when a task handler is missing', () => {
    const dir = definitionsWith({
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: `\${CheckRows}`, 'Payload.$': '$' },
    });
    const other = testStack('Missing');
    expect(
      () => new Workflows(other, 'Workflows', { resources: portalResources(other), definitionsDir: dir }),
    ).toThrow(/src\/workflows\/broken\/check-rows\.ts does not exist/);
  });

  it('refuses a Task that does not follow the convention', () => {
    const other = testStack('Convention');
    const resources = portalResources(other);
    const build = (dir: string) => () =>
      new Workflows(other, `W${Math.random()}`, { resources, definitionsDir: dir });
    expect(build(definitionsWith({ Resource: 'arn:aws:states:::dynamodb:putItem' }))).toThrow(
      /Resource must be "arn:aws:states:::lambda:invoke"/,
    );
    expect(
      build(
        definitionsWith({ Resource: 'arn:aws:states:::lambda:invoke', Parameters: { FunctionName: 'x' } }),
      ),
    ).toThrow(/FunctionName must be "\$\{CheckRows\}"/);
    expect(build(definitionsWith({ Resource: 'arn:aws:states:::lambda:invoke' }, 'Check rows'))).toThrow(
      /PascalCase/,
    );
  });

  it('creates nothing without definitions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'msc-workflows-'));
    mkdirSync(join(dir, 'empty'), { recursive: true });
    const other = testStack('Empty');
    new Workflows(other, 'Workflows', { resources: portalResources(other), definitionsDir: dir });
    Template.fromStack(other).resourceCountIs('AWS::StepFunctions::StateMachine', 0);
  });
});

describe('the deployed workflows', () => {
  it('count what their Catch paths catch: each Catch leads to a task that records the caught failure (workflowCaught)', () => {
    for (const { name, file } of listWorkflowFiles()) {
      const states = (JSON.parse(readFileSync(file, 'utf8')) as { States: Record<string, AslCatcher> })
        .States;
      const targets = new Set(
        Object.values(states).flatMap((state) => (state.Catch ?? []).map((catcher) => catcher.Next)),
      );
      expect(targets.size, name).toBeGreaterThan(0);
      for (const target of targets) {
        expect(states[target]?.Type, `${name}: Catch target ${target}`).toBe('Task');
        const source = readFileSync(join(FUNCTIONS_DIR, taskEntry(name, target)), 'utf8');
        expect(source, `${name}: ${target}`).toContain('recordCaughtFailure(');
      }
    }
  });
});

interface AslCatcher {
  Type: string;
  Catch?: { Next: string }[];
}
