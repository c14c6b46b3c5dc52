/** A query value; null, undefined and '' are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * path + '?' + query in the given key order, encoded with encodeURIComponent (spaces as %20),
 * or the bare path when nothing remains.
 */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => {
      const value = entry[1];
      return value !== null && value !== undefined && value !== '';
    })
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/** A boolean flag as it arrives from a query string: true, 'true' or 'True'. */
export function queryFlag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** A path segment, encoded (spaces as %20). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
