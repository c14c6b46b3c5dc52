import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { now } from '@msc/shared/clock';
import { ulid } from 'ulid';
import { composeRaw, escapeHtml } from './email-message';
import type { EmailSender } from './transport';

/** A line of the outbox's index.jsonl: enough to find a message without parsing the .eml files. */
export interface OutboxEntry {
  messageId: string;
  sentAt: string;
  to: string;
  subject: string;
  /** The .eml file, relative to the outbox. */
  file: string;
  /** The HTML body alone, to open in a browser. */
  htmlFile: string;
}

/**
 * The local email transport: each message becomes `<sentAt>-<id>.eml` (open it in any mail client) and
 * `<…>.html` (its HTML body), listed in `index.jsonl` and `index.html`. Nothing leaves the machine.
 */
export function outboxSender(dir: string, from: string): EmailSender {
  return {
    async send(message) {
      const messageId = ulid();
      const sentAt = now().toISOString();
      const base = `${sentAt.replace(/[:.]/g, '-')}-${messageId}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${base}.eml`), await composeRaw(message, from));
      await writeFile(join(dir, `${base}.html`), message.html);
      const entry: OutboxEntry = {
        messageId,
        sentAt,
        to: message.to,
        subject: message.subject,
        file: `${base}.eml`,
        htmlFile: `${base}.html`,
      };
      await appendFile(join(dir, 'index.jsonl'), `${JSON.stringify(entry)}\n`);
      await appendFile(
        join(dir, 'index.html'),
        `<p>${escapeHtml(sentAt)} · ${escapeHtml(message.to)} · <a href="${base}.html">${escapeHtml(
          message.subject,
        )}</a> (<a href="${base}.eml">.eml</a>)</p>\n`,
      );
      return { messageId };
    },
  };
}
