import type { EmailMessage } from './email-message';

/**
 * Sends the portal's emails, whoever delivers them. Its own file: the chooser (email-sender.ts) imports the
 * two transports (outbox.ts, ses.ts), and they implement this without importing the chooser back.
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<{ messageId: string }>;
}
