/**
 * A warm Lambda's memory of answers that rarely change: bounded in size (the oldest entry goes first) and
 * in time (an entry older than `ttlMs` is read again), so a change in the table reaches every warm
 * instance within `ttlMs`.
 */
export function expiringCache<V>(options: { size: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      if (entries.size >= options.size) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
    },
  };
}
