import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '../../aws/paths';
import { PRINCIPAL_METADATA } from '../../aws/portal-function';
import { PortalStack } from '../../aws/portal-stack';
import {
  configKeysByLogicalId,
  type LocalResource,
  localResources,
  type Resources,
  referenced,
  resolveValue,
} from './intrinsics';
import type { PolicyDocument, StackModel } from './stack-model-file';

const refTo = (value: unknown): string | undefined => (value as { Ref?: string } | undefined)?.Ref;

/** A synthesized template, as far as the model reads it. */
export interface StackTemplate {
  Resources: Resources;
}

/**
 * Reads a synthesized template the way IAM reads the deployed stack: function → its role (Role's
 * GetAtt) → the AWS::IAM::Policy resources naming that role, the role's inline policies and the stack's
 * own managed policies it attaches. AWS-managed policies (AWSLambdaBasicExecutionRole: log writes only,
 * which no SDK call of the code makes) are not in the template and are left out.
 *
 * `nested`: the templates of its nested stacks (the scheduled jobs'), by the logical id of their
 * AWS::CloudFormation::Stack resource in `template`. Their functions are read the same way, each parameter
 * standing for the value the stack passes it (a table's ARN, a state machine's).
 */
export function modelOfTemplate(
  template: StackTemplate,
  nested: Readonly<Record<string, StackTemplate>> = {},
): StackModel {
  const resources = template.Resources;
  const parametersOf = (stackId: string) => {
    const stackResource = resources[stackId];
    if (stackResource?.Type !== 'AWS::CloudFormation::Stack')
      throw new Error(`${stackId} is no nested stack of the template`);
    return (stackResource.Properties?.Parameters ?? {}) as Record<string, unknown>;
  };
  // What a nested stack's function is given through a parameter names the parent's resource too
  // (TABLE_NAME, a state machine's STATE_MACHINE_ARN_…), so the resource gets its local name either way.
  const nestedKeys = new Map<string, string>();
  for (const [stackId, child] of Object.entries(nested)) {
    const parameters = parametersOf(stackId);
    for (const [parameter, key] of configKeysByLogicalId(child.Resources)) {
      const target = referenced(parameters[parameter]);
      if (target && !nestedKeys.has(target)) nestedKeys.set(target, key);
    }
  }
  const local = localResources(resources, nestedKeys);
  const model: StackModel = {};
  addFunctions(model, resources, local);
  for (const [stackId, child] of Object.entries(nested)) {
    const childLocal = localResources(child.Resources);
    for (const [parameter, value] of Object.entries(parametersOf(stackId))) {
      const resolved = String(resolveValue(value, local));
      childLocal.set(parameter, { ref: resolved, arn: resolved });
    }
    addFunctions(model, child.Resources, childLocal);
  }
  return model;
}

/** Each function of one template that carries a principal key, with its role's policies. */
function addFunctions(model: StackModel, resources: Resources, local: Map<string, LocalResource>): void {
  const documentOf = (document: unknown) => resolveValue(document, local) as PolicyDocument;
  for (const [functionId, resource] of Object.entries(resources)) {
    const principal = resource.Metadata?.[PRINCIPAL_METADATA];
    if (resource.Type !== 'AWS::Lambda::Function' || typeof principal !== 'string') continue;
    const roleId = (resource.Properties?.Role as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt']?.[0];
    const role = roleId ? resources[roleId] : undefined;
    if (!roleId || !role) throw new Error(`${functionId} (${principal}) has no role in the template`);
    const attached = Object.entries(resources)
      .filter(
        ([, policy]) =>
          policy.Type === 'AWS::IAM::Policy' &&
          ((policy.Properties?.Roles as unknown[]) ?? []).some((roleRef) => refTo(roleRef) === roleId),
      )
      .map(([name, policy]) => ({ name, document: documentOf(policy.Properties!.PolicyDocument) }));
    const inline = (
      (role.Properties?.Policies as { PolicyName: string; PolicyDocument: unknown }[]) ?? []
    ).map((policy) => ({ name: policy.PolicyName, document: documentOf(policy.PolicyDocument) }));
    const managed = ((role.Properties?.ManagedPolicyArns as unknown[]) ?? []).flatMap((arn) => {
      const id = refTo(arn);
      const policy = id ? resources[id] : undefined;
      return policy?.Type === 'AWS::IAM::ManagedPolicy'
        ? [{ name: id!, document: documentOf(policy.Properties!.PolicyDocument) }]
        : [];
    });
    if (model[principal]) throw new Error(`Two functions carry the principal ${principal}`);
    model[principal] = { functionId, roleId, policies: [...attached, ...inline, ...managed] };
  }
}

/** A synthesized stack's template and those of its nested stacks, as `modelOfTemplate` takes them. */
export function templatesOf(stack: Stack): [StackTemplate, Record<string, StackTemplate>] {
  const nested: Record<string, StackTemplate> = {};
  for (const child of stack.node.findAll()) {
    if (!NestedStack.isNestedStack(child) || child.nestedStackParent !== stack) continue;
    const stackId = stack.resolve(child.nestedStackResource!.logicalId) as string;
    nested[stackId] = Template.fromStack(child).toJSON() as StackTemplate;
  }
  return [Template.fromStack(stack).toJSON() as StackTemplate, nested];
}

/** The model of a synthesized stack, its nested stacks' functions included. */
export const modelOfStack = (stack: Stack): StackModel => modelOfTemplate(...templatesOf(stack));

/**
 * The portal stack as `npm run synth` makes it (cdk.json's context, bundling skipped: about 7 s), read
 * into its functions' policies, the scheduled jobs' in their nested stack included. `change` may alter
 * the stack first (a test that changes a grant).
 */
export function synthesizeStackModel(change?: (stack: PortalStack) => void): StackModel {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new PortalStack(app, 'MscPortal-local');
  change?.(stack);
  return modelOfStack(stack);
}
