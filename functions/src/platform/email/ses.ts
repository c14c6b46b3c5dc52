import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { composeRaw } from './email-message';
import type { EmailSender } from './email-sender';

let client: SESv2Client | undefined;

/** Amazon SES (v2): the same raw MIME message the local outbox stores, sent from a verified identity. */
export function sesSender(region: string, from: string): EmailSender {
  client ??= new SESv2Client({ region });
  const ses = client;
  return {
    async send(message) {
      const result = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          Content: { Raw: { Data: Buffer.from(composeRaw(message, from)) } },
        }),
      );
      return { messageId: result.MessageId ?? '' };
    },
  };
}
