import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '../../aws/paths';
import { PRINCIPAL_METADATA } from '../../aws/portal-function';
import { PortalStack } from '../../aws/portal-stack';
import { localResources, type Resources, resolveValue } from './intrinsics';
import type { PolicyDocument, StackModel } from './stack-model-file';

const refTo = (value: unknown): string | undefined => (value as { Ref?: string } | undefined)?.Ref;

/**
 * Reads a synthesized template the way IAM reads the deployed stack: function → its role (Role's
 * GetAtt) → the AWS::IAM::Policy resources naming that role, the role's inline policies and the stack's
 * own managed policies it attaches. AWS-managed policies (AWSLambdaBasicExecutionRole: log writes only,
 * which no SDK call of the code makes) are not in the template and are left out.
 */
export function modelOfTemplate(template: { Resources: Resources }): StackModel {
  const resources = template.Resources;
  const local = localResources(resources);
  const documentOf = (document: unknown) => resolveValue(document, local) as PolicyDocument;
  const model: StackModel = {};
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
  return model;
}

/**
 * The portal stack as `npm run synth` makes it (cdk.json's context, bundling skipped: about 7 s), read
 * into its functions' policies. `change` may alter the stack first (a test that changes a grant).
 */
export function synthesizeStackModel(change?: (stack: PortalStack) => void): StackModel {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new PortalStack(app, 'MscPortal-local');
  change?.(stack);
  return modelOfTemplate(Template.fromStack(stack).toJSON() as { Resources: Resources });
}
