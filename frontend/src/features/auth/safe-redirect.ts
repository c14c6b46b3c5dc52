import { withQuery } from '@msc/shared/rules/route-url';
import { links } from '#lib/paths';

/**
 * A redirect target from a query string, limited to this origin's own paths: '/cart?x=1' stays,
 * while 'https://evil.example', '//evil.example' and '/\evil' (which browsers read as another host)
 * fall back to home.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = links.home()): string {
  if (!value) return fallback;
  const target = value.trim();
  // Browsers drop tabs and newlines inside a URL, so '/\t/evil.example' would become '//evil.example'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Whatever the string looks like, it must resolve to this origin.
  const base = 'https://portal.invalid';
  if (new URL(target, base).origin !== base) return fallback;
  return target;
}

/** The sign-in address that returns to `path` afterward. */
export function signInPathFor(path: string): string {
  return path === links.home() ? links.signIn() : withQuery(links.signIn(), { redirectUrl: path });
}
