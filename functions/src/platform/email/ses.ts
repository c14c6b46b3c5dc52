import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { withLocalMiddleware } from '../client-middleware';
import { composeRaw } from './email-message';
import type { EmailSender } from './transport';

let client: SESv2Client | undefined;

/** Amazon SES (v2): the same raw MIME message the local outbox stores, sent from a verified identity. */
export function sesSender(region: string, from: string): EmailSender {
  return {
    async send(message) {
      // The SES client loads with the first message, not with the Lambdas that can send one.
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      client ??= withLocalMiddleware(new SESv2Client({ region }));
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          Content: { Raw: { Data: Buffer.from(await composeRaw(message, from)) } },
        }),
      );
      return { messageId: result.MessageId ?? '' };
    },
  };
}
