import { apiErrors } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const MINE = 'lists-owner@test.local';
const THEIRS = 'lists-other@test.local';
const call = callerOf(handler);

async function givenList(userName: string, mailListId: string, name: string, records: number) {
  await db()
    .entities.mailList.put({ agencyId: 1, mailListId, userName, name, mailListContactsCount: records })
    .go();
  await db()
    .entities.mailListContact.put(
      Array.from({ length: records }, (_, rowNumber) => ({
        agencyId: 1,
        mailListId,
        rowNumber: rowNumber + 1,
        contact: {
          firstName: 'A',
          lastName: `B${rowNumber}`,
          addressLine1: '1 Main',
          city: 'X',
          state: 'WA',
          postalCode: '98101',
        },
      })),
    )
    .go();
}

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: MINE, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: THEIRS, defaultAgencyId: 1 }, [1]);
  await givenList(MINE, '01J00000000000000000000001', 'Spring mailing', 30);
  await givenList(MINE, '01J00000000000000000000002', 'Summer mailing', 600);
  await givenList(THEIRS, '01J00000000000000000000003', 'Their list', 2);
});

describe('agency lists', () => {
  it("lists the user's own uploads newest first, and deletes one with all its records", async () => {
    const page = (await call(MINE, 'GET', '/agency-lists')).body;
    expect(page.results.map((list: { name: string }) => list.name)).toEqual([
      'Summer mailing',
      'Spring mailing',
    ]);
    expect(page).toMatchObject({ totalCount: 2, pageSize: 50 });

    expect((await call(MINE, 'DELETE', '/agency-lists/01J00000000000000000000002')).status).toBe(200);
    const { data } = await db()
      .entities.mailListContact.query.contactsOfList({
        agencyId: 1,
        mailListId: '01J00000000000000000000002',
      })
      .go({ pages: 'all' });
    expect(data).toHaveLength(0);
    expect((await call(MINE, 'GET', '/agency-lists')).body.totalCount).toBe(1);
  });

  it("views a list's contacts in upload order, 50 a page", async () => {
    await givenList(MINE, '01J00000000000000000000004', 'Autumn mailing', 120);
    const page3 = (
      await call(MINE, 'GET', '/agency-lists/01J00000000000000000000004/contacts', undefined, {
        query: { pageNumber: '3' },
      })
    ).body;
    expect(page3).toMatchObject({ totalCount: 120, pageNumber: 3, pageSize: 50 });
    expect(page3.results.map((contact: { lastName: string }) => contact.lastName)).toEqual(
      Array.from({ length: 20 }, (_, index) => `B${100 + index}`),
    );
    expect((await call(THEIRS, 'GET', '/agency-lists/01J00000000000000000000004/contacts')).status).toBe(404);
  });

  it("refuses another user's list", async () => {
    expect(await call(MINE, 'DELETE', '/agency-lists/01J00000000000000000000003')).toMatchObject({
      status: 404,
      body: { message: apiErrors.mailListNotFound },
    });
    expect((await call(THEIRS, 'GET', '/agency-lists')).body.totalCount).toBe(1);
  });
});
