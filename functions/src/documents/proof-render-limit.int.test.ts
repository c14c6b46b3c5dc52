import { USAGE_LIMITS } from '@msc/shared/rules/usage-limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { personalizationForm } from '../test/personalization';
import { atUsageWindowStart } from '../test/usage-window';
import { handler } from './handler';

const call = callerOf(handler);
const LOOPING = 'limit-looping@test.local';
const OTHER = 'limit-other@test.local';
const { perWindow, windowSeconds } = USAGE_LIMITS.proofRender;
const render = (who: string) =>
  call(who, 'POST', '/documents/proofs', { productId: 'letter', form: personalizationForm });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: LOOPING, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: OTHER, defaultAgencyId: 1 }, [1]);
  await givenProduct({ productId: 'letter', productFormat: 'Letter Templates', isPersonalizable: true });
});

describe('per-user usage limits', () => {
  it(`answers the ${perWindow + 1}th proof render in a minute 429 with the time to wait, and nobody else's`, async () => {
    atUsageWindowStart('proofRender');
    for (let index = 0; index < perWindow; index++) expect((await render(LOOPING)).status).toBe(201);

    const refused = await render(LOOPING);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
    expect(refused.body.message).toContain(`wait ${wait} seconds`);

    expect((await render(OTHER)).status).toBe(201);
  });
});
