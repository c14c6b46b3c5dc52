import type { CapabilityName } from '@msc/shared/api';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { capabilityAccess } from './grants';
import { acceptFindings } from './nag';

/** The workflow tasks that derive response codes: the recipient rows each carry their own (issue 48). */
export const TASKS_READING_RESPONSE_CODE_KEY = [{ workflow: 'order-recipients', task: 'WriteRecipients' }];

/**
 * The key the response codes of mailed pieces are derived with (functions/src/documents/response-code.ts
 * refuses to derive one in AWS without it): a generated secret, read by its ARN at cold start, by exactly
 * the Lambdas whose bundled code derives codes (capability-access.ts) and the recipient rows' task.
 */
export class ResponseCodeKey extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(
    scope: Construct,
    id: string,
    props: { capabilities: Record<string, lambda.Function>; tasks: lambda.Function[] },
  ) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'HMAC key of the response codes (QR codes, personal URLs) of mailed pieces',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acceptFindings(this.secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Never rotated: a new key would change the codes of pieces already printed and mailed (docs/operations.md)',
      },
    ]);
    const readers = [
      ...Object.entries(props.capabilities)
        .filter(([capability]) => capabilityAccess(capability as CapabilityName).readsResponseCodeKey)
        .map(([, fn]) => fn),
      ...props.tasks,
    ];
    for (const fn of readers) {
      fn.addEnvironment('RESPONSE_CODE_SECRET_ARN', this.secret.secretArn);
      this.secret.grantRead(fn);
    }
  }
}
