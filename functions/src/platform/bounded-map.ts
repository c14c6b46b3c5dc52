/**
 * `Promise.all` over `items` with at most `limit` calls in flight, results in the items' order: a request
 * path reads many things at once without one round trip after another, and without a burst that grows
 * with the caller's data. The first rejection rejects the whole (as `Promise.all`).
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  call: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await call(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
