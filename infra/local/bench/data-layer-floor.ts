import { madeEntity } from '@msc/functions/data/lazy-entity';
import { ENTITIES } from '@msc/functions/platform/db';

export { handler } from './platform-floor-handler';

/**
 * The platform floor (a route reading only the caller) with every entity bundled, for the data-layer bench
 * (data-layer-cold.ts): at import it makes the entities `BENCH_MAKE_ENTITIES` names — none (lazy, as the
 * Lambdas import today), the identity store's (what the first request makes) or all (eager construction).
 */
const IDENTITY = ['user', 'userLogin', 'agency', 'agencyMembership', 'impersonationSession', 'auditRecord'];
const which = process.env.BENCH_MAKE_ENTITIES;
const names = which === 'all' ? Object.keys(ENTITIES) : which === 'identity' ? IDENTITY : [];
for (const name of names) madeEntity(ENTITIES[name as keyof typeof ENTITIES]);
