import { apiErrors, validation } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const ONE = 'emails-one@test.local';
const TWO = 'emails-two@test.local';
const call = callerOf(handler);
const entry = (name: string, programs = ['CrossSell']) => ({
  name,
  email: `${name.toLowerCase()}@agency.test`,
  programs,
});

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenAgency({ agencyId: 2 });
  await givenUser({ userName: ONE, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: TWO, defaultAgencyId: 2 }, [2]);
});

describe('agency email preferences', () => {
  it('adds, edits and deletes the emails of the agency in effect only', async () => {
    const added = await call(ONE, 'POST', '/agency/current/emails', entry('Front'));
    expect(added.status).toBe(201);
    await call(ONE, 'POST', '/agency/current/emails', entry('Claims', ['Retention', 'WinBack']));
    const list = (await call(ONE, 'GET', '/agency/current/emails')).body;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Front', 'Claims']);

    const edited = await call(
      ONE,
      'PUT',
      `/agency/current/emails/${list[0].id}`,
      entry('Desk', ['Prospecting']),
    );
    expect(edited.body[0]).toMatchObject({ name: 'Desk', programs: ['Prospecting'] });

    // Another agency sees none of them and cannot touch them.
    expect((await call(TWO, 'GET', '/agency/current/emails')).body).toEqual([]);
    expect(await call(TWO, 'DELETE', `/agency/current/emails/${list[0].id}`)).toMatchObject({
      status: 404,
      body: { message: apiErrors.agencyEmailNotFound },
    });

    const removed = await call(ONE, 'DELETE', `/agency/current/emails/${list[0].id}`);
    expect(removed.body.map((item: { name: string }) => item.name)).toEqual(['Claims']);
  });

  it('needs a name, an email and at least one known program', async () => {
    for (const body of [
      { ...entry('X'), programs: [] },
      { ...entry('X'), programs: ['Knitting'] },
      { ...entry('X'), email: 'not-an-email' },
      { ...entry(''), email: 'a@b.test' },
    ]) {
      expect((await call(ONE, 'POST', '/agency/current/emails', body)).status).toBe(400);
    }
    const empty = await call(ONE, 'POST', '/agency/current/emails', { ...entry('X'), programs: [] });
    expect(JSON.stringify(empty.body)).toContain(validation.required);
  });
});
