/**
 * What HTML authored by staff (announcements, growth opportunities) may keep: the server cleans it on save
 * (functions/src/admin/content.ts), the SPA's renderer applies the same allowlist again (frontend ui/sanitize-html.ts).
 */

/** Elements authored HTML may use. */
export const AUTHORED_HTML_TAGS: readonly string[] = [
  ...['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote'],
  ...['ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'img', 'hr'],
];

/** Attributes per element; every other attribute, style and on* included, is dropped. */
export const AUTHORED_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};

/**
 * The only classes authored HTML keeps: typography. Any other class of the portal's own stylesheet
 * (`fixed inset-0 z-50`, `sr-only`, …) would let an announcement lay itself over or hide parts of the page.
 */
export const AUTHORED_HTML_CLASSES: readonly string[] = [
  ...['font-normal', 'font-medium', 'font-semibold', 'font-bold', 'italic', 'underline', 'line-through'],
  ...['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-left', 'text-center', 'text-right'],
  ...['uppercase', 'list-disc', 'list-decimal'],
];

/** The allowed classes of a class attribute, in their order, or undefined when none is left. */
export function authoredClassName(value: string | null | undefined): string | undefined {
  const kept = (value ?? '').split(/\s+/).filter((name) => AUTHORED_HTML_CLASSES.includes(name));
  return kept.length > 0 ? kept.join(' ') : undefined;
}
