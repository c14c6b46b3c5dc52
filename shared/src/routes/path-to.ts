import { segment } from '../rules/route-url';

export type PathParams = Readonly<Record<string, string | number | null | undefined>>;

/**
 * A route pattern filled in, as react-router's generatePath does it: each `:name` segment encoded, an
 * optional `:name?` segment left out when its value is absent or empty. Unlike generatePath, a trailing
 * slash of the pattern stays (the spec writes some addresses with one).
 */
export function pathTo(pattern: string, params: PathParams = {}): string {
  const parts = pattern.split('/').flatMap((part) => {
    const key = /^:([\w-]+)(\??)$/.exec(part);
    if (!key) return part === '' ? [] : [part];
    const value = params[key[1]!];
    if (value === null || value === undefined) {
      if (key[2] === '?') return [];
      throw new Error(`Missing ":${key[1]}" in ${pattern}`);
    }
    const encoded = segment(value);
    return encoded === '' ? [] : [encoded];
  });
  const trailingSlash = parts.length > 0 && pattern.endsWith('/');
  return `/${parts.join('/')}${trailingSlash ? '/' : ''}`;
}
