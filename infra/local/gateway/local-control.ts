import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JobDefinition } from '@msc/functions/jobs/registry';
import { mailDueDrops } from '@msc/functions/mail-tracking/mail-drops';
import { DEMO_FEEDS, type DemoFeed, dropDemoFeed } from '../feeds/demo-feeds';
import { playScans } from '../feeds/scan-emulator';
import { createFreshAccount, type FreshAccount } from '../test-data/fresh-account';
import { createFreshAgency } from '../test-data/fresh-agency';
import { createFreshExpressOwner } from '../test-data/fresh-express-owner';

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * The local stack's operator calls, reachable only from this machine (the gateway listens on 127.0.0.1):
 * `POST /__local/feeds/moving/2026-11` drops a generated provider feed (`/feeds/new-policies/<day>?agency=<id>`
 * a new-policy feed of that agency), `POST /__local/jobs/<name>[?force]` runs
 * a scheduled job once, as `npm run feed` and `npm run job` do when the stack is not running.
 * `POST /__local/accounts/owner@demo.local` makes a new account as a copy of a demo account (the browser
 * journeys' test data: each journey works on accounts of its own); `POST /__local/agencies/1049?member=
 * <email>` makes a copy of an agency, with that user as one of its users; `POST /__local/express-owners/
 * <email>` gives that user (an owner master's) a new owner master with two new sub codes whose lists hold
 * a duplicate, an incomplete address and a long name.
 * Mail you can see (issue 49), on the request's fake day (`x-msc-now`, request-clock.ts): `POST /__local/
 * mail-drops?user=<email>` runs the `mail-drops` job for that user's drops only; `POST /__local/scans?user=
 * <email>&returned=1` plays USPS's scans of that user's pieces up to then, the first `returned` returned.
 */
export function createLocalControl(
  jobs: readonly JobDefinition[],
  ensureSignIn: (account: FreshAccount) => Promise<void>,
) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (request.method !== 'POST') return reply(response, 405, { message: 'POST only' });
    const [, , kind, name, period] = url.pathname.split('/');
    if (kind === 'feeds' && DEMO_FEEDS.includes(name as DemoFeed) && period) {
      try {
        // `?agency=` (repeated): a new-policy feed of those agencies only (a journey's fresh agency).
        const agencies = url.searchParams.getAll('agency').map(Number);
        const key = await dropDemoFeed(name as DemoFeed, period, agencies.length > 0 ? agencies : undefined);
        return reply(response, 201, { key });
      } catch (error) {
        return reply(response, 400, { message: (error as Error).message });
      }
    }
    if (kind === 'accounts' && name) {
      try {
        return reply(response, 201, await createFreshAccount(decodeURIComponent(name), ensureSignIn));
      } catch (error) {
        return reply(response, 400, { message: (error as Error).message });
      }
    }
    if (kind === 'agencies' && name) {
      try {
        const member = url.searchParams.get('member') ?? undefined;
        return reply(response, 201, await createFreshAgency(Number(name), member));
      } catch (error) {
        return reply(response, 400, { message: (error as Error).message });
      }
    }
    if (kind === 'express-owners' && name) {
      try {
        return reply(response, 201, await createFreshExpressOwner(decodeURIComponent(name)));
      } catch (error) {
        return reply(response, 400, { message: (error as Error).message });
      }
    }
    const user = url.searchParams.get('user');
    if (kind === 'mail-drops' && user) return reply(response, 200, await mailDueDrops(user));
    if (kind === 'scans' && user) {
      const returned = Number(url.searchParams.get('returned') ?? 0);
      return reply(response, 201, await playScans(undefined, { userName: user, returned }));
    }
    const job = kind === 'jobs' ? jobs.find((candidate) => candidate.name === name) : undefined;
    if (!job) return reply(response, 404, { message: `No local control at ${url.pathname}` });
    try {
      // The run record: `succeeded` with its counts and refused rows, or `skipped` and why; `?force` reads the
      // newest feed again when it was read (as `npm run job -- <name> --force`: a journey's retry).
      return reply(response, 200, await job.run({ force: url.searchParams.has('force') }));
    } catch (error) {
      return reply(response, 422, { job: job.name, status: 'failed', message: (error as Error).message });
    }
  };
}
