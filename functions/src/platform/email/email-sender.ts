import { resolve } from 'node:path';
import { config } from '#platform/config';
import type { EmailMessage } from './email-message';
import { outboxSender } from './outbox';
import { sesSender } from './ses';

/** Sends the portal's emails, whoever delivers them. */
export interface EmailSender {
  send(message: EmailMessage): Promise<{ messageId: string }>;
}

let replaced: EmailSender | undefined;

/** The sender configuration chooses: SES in AWS, the local outbox (the default) on a laptop. */
export function emailSender(): EmailSender {
  if (replaced) return replaced;
  const { EMAIL_TRANSPORT, EMAIL_FROM, EMAIL_OUTBOX_DIR, AWS_REGION } = config();
  return EMAIL_TRANSPORT === 'ses'
    ? sesSender(AWS_REGION, EMAIL_FROM)
    : outboxSender(resolve(EMAIL_OUTBOX_DIR), EMAIL_FROM);
}

/** Replace the sender (a failing one in a unit test). */
export function useEmailSender(next: EmailSender | undefined): void {
  replaced = next;
}
