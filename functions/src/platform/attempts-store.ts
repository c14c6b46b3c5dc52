import { nowMs } from '@msc/shared/clock';
import { AttemptEntity } from '#data/entities/attempt';
import { storeDb } from './store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ attempt: AttemptEntity });

/**
 * Counts one try of `scope` by `key` in the current window of `windowSeconds` and answers how many it
 * makes; counted before anything is looked at, atomically, so parallel tries cannot slip past the limit.
 */
export async function countAttempt(
  scope: string,
  key: string,
  windowSeconds: number,
): Promise<{ window: number; attempts: number }> {
  const now = Math.floor(nowMs() / 1000);
  const window = Math.floor(now / windowSeconds);
  const { data } = await db()
    .entities.attempt.update({ scope, key, window })
    .add({ attempts: 1 })
    .set({ ttl: now + 2 * windowSeconds })
    .go({ response: 'all_new' });
  return { window, attempts: data.attempts ?? 1 };
}

/** A try that turned out legitimate (a discount code that applied) does not count toward the limit. */
export async function forgiveAttempt(scope: string, key: string, window: number): Promise<void> {
  await db().entities.attempt.patch({ scope, key, window }).subtract({ attempts: 1 }).go();
}
