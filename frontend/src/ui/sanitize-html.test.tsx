import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';
import { sanitizeHtml as toElements } from './sanitize-html';

/** The markup React puts on the page for the sanitised elements. */
const sanitizeHtml = (html: string) => render(toElements(html)).container.innerHTML;

declare global {
  interface Window {
    __pwned?: () => void;
  }
}

afterEach(() => {
  delete window.__pwned;
});

describe('announcement HTML', () => {
  it('keeps the formatting marketing writes', () => {
    const html = '<p>Drops <strong>December 22</strong> mail <em>later</em>.</p><ul><li>Plan early</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned()</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="x" onerror="window.__pwned()">', '<img src="x">'],
    ['a javascript: link', '<a href="javascript:window.__pwned()">Open</a>', '<a>Open</a>'],
    ['an svg onload', '<svg onload="window.__pwned()"><circle r="2"></circle></svg>', ''],
    ['a frame', '<iframe src="https://evil.example"></iframe><b>ok</b>', '<b>ok</b>'],
    ['inline style', '<p style="position:fixed;inset:0">Cover</p>', '<p>Cover</p>'],
    ['layout classes', '<p class="fixed inset-0 z-50 italic">Cover</p>', '<p class="italic">Cover</p>'],
    ['a tab-split javascript: link', '<a href="java\tscript:window.__pwned()">Open</a>', '<a>Open</a>'],
    ['a math namespace trick', '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned()>', ''],
    ['a form control', '<form action="https://evil.example"><input name="password"></form>ok', 'ok'],
  ])('drops %s', (_name, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(sanitizeHtml('<section><font color="red">Hello</font> <b>you</b></section>')).toBe(
      'Hello <b>you</b>',
    );
  });

  it('opens new-tab links without access to the portal', () => {
    expect(sanitizeHtml('<a href="https://insurer.example" target="_blank">Site</a>')).toBe(
      '<a href="https://insurer.example" target="_blank" rel="noopener noreferrer">Site</a>',
    );
  });

  it('never runs a script when rendered', async () => {
    const pwned = vi.fn();
    window.__pwned = pwned;
    const { container } = render(
      <SafeHtml
        html={
          '<p>News</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__pwned()" onload="window.__pwned()"><script>window.__pwned()</script><a href="javascript:window.__pwned()">x</a>'
        }
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    container.querySelector('a')?.click();
    expect(pwned).not.toHaveBeenCalled();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror],[onload]')).toBeNull();
    expect(container.textContent).toContain('News');
  });
});
