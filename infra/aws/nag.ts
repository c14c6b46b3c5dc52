import { NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** One cdk-nag finding kept on purpose: the rule, why, and (IAM5/IAM4) which of its findings. */
export interface AcceptedFinding {
  id: `AwsSolutions-${string}`;
  reason: string;
  appliesTo?: (string | { regex: string })[];
}

/**
 * Records, next to the construct, the AwsSolutions findings it keeps and why (its children included):
 * every other finding fails `npm run synth` and the infra tests.
 */
export function acceptFindings(construct: IConstruct, findings: AcceptedFinding[]): void {
  NagSuppressions.addResourceSuppressions(construct, findings, true);
}

/** The findings every portal Lambda keeps (portal-function.ts and CDK's own helper functions). */
export const LAMBDA_FINDINGS: AcceptedFinding[] = [
  {
    id: 'AwsSolutions-IAM4',
    reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs',
    appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
  },
  { id: 'AwsSolutions-L1', reason: 'Node.js 22 is the runtime the project pins and tests (STACK.md)' },
];
