export interface EmailAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** One message as the portal writes it: both bodies, and the files it carries. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** `Name <a@b.example>` or `a@b.example` → `a@b.example`: the sender's address (its SES identity). */
export const emailAddressOf = (from: string): string => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

/** Text as it may stand in an email's HTML body. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The message as RFC 5322 text (MIME: text and HTML alternatives, attachments in base64). The same bytes
 * go to SES as a raw message and into the local outbox as an .eml file, so what is seen locally is what
 * AWS sends. mimetext (about 150 KB) loads with the first message, not with the Lambdas that can send one.
 */
export async function composeRaw(message: EmailMessage, from: string): Promise<string> {
  const { createMimeMessage } = await import('mimetext');
  const mime = createMimeMessage();
  mime.setSender(from);
  mime.setRecipient(message.to);
  mime.setSubject(message.subject);
  mime.addMessage({ contentType: 'text/plain', data: message.text });
  mime.addMessage({ contentType: 'text/html', data: message.html });
  for (const attachment of message.attachments ?? []) {
    mime.addAttachment({
      filename: attachment.filename,
      contentType: attachment.contentType,
      data: Buffer.from(attachment.bytes).toString('base64'),
    });
  }
  return mime.asRaw();
}
