import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}

/** Renders authored HTML after sanitising it; the only place the SPA sets inner HTML. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
