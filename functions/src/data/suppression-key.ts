import { createHash } from 'node:crypto';

/**
 * The key of the suppression list: a SHA-256 of the trimmed, lower-cased email (or mailing address), so
 * the table never holds the clear text of someone who asked to hear no more. List building hashes each
 * recipient the same way and skips a match.
 */
export function suppressionKey(emailOrAddress: string): string {
  return createHash('sha256').update(emailOrAddress.trim().toLowerCase().replace(/\s+/g, ' ')).digest('hex');
}
