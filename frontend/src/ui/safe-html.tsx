import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}

/** Renders authored HTML through the allowlist of `sanitizeHtml`, as React elements (no inner HTML). */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  return <Tag className={className}>{sanitizeHtml(html)}</Tag>;
}
