import { resolve } from 'node:path';
import { config } from '#platform/config';
import { outboxSender } from './outbox';
import { sesSender } from './ses';
import type { EmailSender } from './transport';

export type { EmailSender };

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
