import { describe, expect, it } from 'vitest';
import { FIXTURE_SPA_BUILD, resourcesOf, synthPortal } from './helpers';

// The upload-validate-summary state machine as the portal stack deploys it (bundling skipped).
const { template } = synthPortal({}, { webDistDir: FIXTURE_SPA_BUILD });
const functions = resourcesOf(template, 'AWS::Lambda::Function');
const roles = resourcesOf(template, 'AWS::IAM::Role');
const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));

const logicalIdOf = (description: string) => {
  const entry = Object.entries(functions).find(([, fn]) => fn.Properties.Description === description);
  if (!entry) throw new Error(`no function "${description}"`);
  return entry[0];
};

/** Every statement granted to the role of the function with this description. */
function statementsOf(description: string): string {
  const roleRef = (functions[logicalIdOf(description)]!.Properties.Role as { 'Fn::GetAtt': [string] })[
    'Fn::GetAtt'
  ][0];
  expect(roles[roleRef]).toBeDefined();
  return policies
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleRef))
    .map((policy) => JSON.stringify(policy.Properties.PolicyDocument))
    .join('\n');
}

const TASK = (state: string) => `Workflow upload-validate-summary: ${state}`;

describe('upload-validate-summary in the portal stack', () => {
  it('deploys the state machine with one Lambda per Task, each as long-lived as its state', () => {
    const machines = Object.values(resourcesOf(template, 'AWS::StepFunctions::StateMachine'));
    const machine = machines.find((candidate) =>
      String(candidate.Properties.DefinitionString).includes('ValidateRecords'),
    );
    expect(Object.keys(machine!.Properties.DefinitionSubstitutions as object).sort()).toEqual([
      'CheckFile',
      'MarkFailed',
      'ValidateRecords',
      'WriteSummary',
    ]);
    expect(functions[logicalIdOf(TASK('ValidateRecords'))]!.Properties.Timeout).toBe(600);
    expect(functions[logicalIdOf(TASK('CheckFile'))]!.Properties.Timeout).toBe(120);
  });

  it('lets only the uploads API start it', () => {
    expect(statementsOf('Portal API: uploads')).toContain('states:StartExecution');
    for (const capability of ['cart', 'catalog', 'session', 'agency', 'site', 'impersonation']) {
      expect(statementsOf(`Portal API: ${capability}`)).not.toContain('states:StartExecution');
    }
  });

  it('grants each task only what it uses', () => {
    const check = statementsOf(TASK('CheckFile'));
    expect(check).toContain('s3:GetObject');
    expect(check).not.toContain('s3:PutObject');
    expect(check).not.toContain('dynamodb:');

    const validate = statementsOf(TASK('ValidateRecords'));
    expect(validate).toContain('s3:PutObject');
    expect(validate).not.toContain('dynamodb:');

    for (const state of ['WriteSummary', 'MarkFailed']) {
      const statements = statementsOf(TASK(state));
      expect(statements).toContain('dynamodb:UpdateItem');
      expect(statements).not.toContain('s3:');
    }
  });

  it('gives the uploads API the table and the uploads bucket, not the other buckets', () => {
    const statements = statementsOf('Portal API: uploads');
    expect(statements).toContain('dynamodb:PutItem');
    expect(statements).toContain('s3:PutObject');
    expect(statements).not.toMatch(/Documents|Assets/);
  });
});
