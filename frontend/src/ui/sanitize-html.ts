import {
  AUTHORED_HTML_ATTRIBUTES,
  AUTHORED_HTML_TAGS,
  authoredClassName,
} from '@msc/shared/rules/authored-html';
import { createElement, type ReactNode } from 'react';

/** Elements authored HTML may use (the server's list); any other element is unwrapped (its content kept)… */
const ALLOWED_TAGS = new Set(AUTHORED_HTML_TAGS);
/** …except these, which go with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  ...['script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed'],
  ...['svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'head', 'title', 'link', 'meta'],
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** An href or src that cannot run script: http(s), mailto, tel or relative (the URL parser strips tabs and spaces as a browser does). */
function isSafeUrl(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(value, 'https://portal.invalid/').protocol);
  } catch {
    return false;
  }
}

function propsOf(element: Element, key: number): Record<string, string | number> {
  const tag = element.localName;
  const props: Record<string, string | number> = { key };
  // Typography classes only: a layout class (`fixed inset-0 z-50`) would lay the text over the page.
  const className = authoredClassName(element.getAttribute('class'));
  if (className) props.className = className;
  for (const name of AUTHORED_HTML_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue;
    if (name === 'target' && value !== '_blank') continue;
    props[name] = value;
  }
  // A link that opens a new tab gets no handle on the portal's window.
  if (props.target === '_blank') props.rel = 'noopener noreferrer';
  return props;
}

function toReact(nodes: NodeListOf<ChildNode>): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, key) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.localName;
    // Only HTML-namespace elements: an <svg>/<math> subtree never reaches the page.
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED_WITH_CONTENT.has(tag)) return;
    const children = toReact(element.childNodes);
    if (!ALLOWED_TAGS.has(tag)) {
      out.push(...children);
      return;
    }
    const isVoid = tag === 'br' || tag === 'img' || tag === 'hr';
    out.push(createElement(tag, propsOf(element, key), ...(isVoid ? [] : children)));
  });
  return out;
}

/**
 * Authored HTML (announcement bodies, opportunity titles) as React elements built from an allowlist:
 * text formatting, lists, links and images stay; scripts, event handlers, styles, forms, frames and
 * `javascript:` URLs do not. The HTML is parsed in an inert document (DOMParser: nothing loads or runs)
 * and never set as inner HTML, so nothing can be re-parsed into something else on the way to the page.
 * Why not DOMPurify: these texts are on the home page's first paint, and this costs 1 KB, not 10.
 */
export function sanitizeHtml(html: string): ReactNode[] {
  return toReact(new DOMParser().parseFromString(html, 'text/html').body.childNodes);
}
