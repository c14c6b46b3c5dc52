import DOMPurify from 'dompurify';

/**
 * Authored HTML (announcement bodies, opportunity titles) made safe to render: DOMPurify's HTML profile
 * keeps text formatting, lists and links and drops scripts, event handlers, `javascript:` URLs, styles,
 * forms and frames. Links that open a new tab cannot reach back to the portal (rel noopener).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
