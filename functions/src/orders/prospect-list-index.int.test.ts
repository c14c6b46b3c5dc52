import { businessToday } from '@msc/shared/rules/business-date';
import { listExpirationDate } from '@msc/shared/rules/list-expiry';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import {
  AGENCY,
  daysAgo,
  givenProspectingOrder,
  ME,
  placedLine,
  prospectItem,
} from '../test/prospect-orders';
import { backfillAgencyFigures } from './order-figures';
import { saveDropChange } from './order-money-store';
import { linesWithProspectLists } from './prospect-list-index-store';

/** The account's purchased lists found by when they expire (the sparse index), kept by drop changes and the backfill. */
beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: ME, defaultAgencyId: AGENCY }, [AGENCY]);
  await givenProspectingOrder(ME, 'P1', 'P-0001', '2026-10-01T15:00:00.000Z');
});

describe('the purchased lists’ index', () => {
  it('follows a line’s last drop when it moves: a list moved past its 60 days leaves the lists', async () => {
    const line = placedLine(
      prospectItem('P1', 'moving', {
        zipCodes: ['10001'],
        zipRadius: 0,
        phone: false,
        targetCount: 5,
        mailed: [daysAgo(20)],
      }),
    );
    await db().entities.orderItem.put(line).go();
    const listed = async () =>
      (await linesWithProspectLists(ME, businessToday(new Date()))).map(({ item }) => [
        item.itemId,
        item.prospectListExpires,
      ]);
    expect(await listed()).toContainEqual(['moving', listExpirationDate(daysAgo(20))]);
    const { data: read } = await db()
      .entities.orderItem.get({ userName: ME, orderId: 'P1', itemId: 'moving' })
      .go();
    const data = structuredClone(read!.data!);
    data.dropDetails!.mailingDetails![0]!.mailDate = daysAgo(70);
    const saved = await saveDropChange({
      item: read!,
      data,
      itemStatus: 'Pending',
      refunded: 0,
      released: 0,
      cancelPendingSince: undefined,
      paymentStatus: 'Paid',
      noCaptureUnderWay: false,
      orderStatusCode: 1,
    });
    expect(saved).toBe(true);
    expect((await listed()).map(([itemId]) => itemId)).not.toContain('moving');
  });
});

describe('the backfill', () => {
  it('puts a line written before the purchased lists’ index in it, once', async () => {
    await db()
      .entities.orderItem.put(
        prospectItem('P1', 'before-index', {
          zipCodes: ['10001'],
          zipRadius: 0,
          phone: false,
          targetCount: 5,
          mailed: [daysAgo(1)],
        }),
      )
      .go();
    const listed = async () =>
      (await linesWithProspectLists(ME, businessToday(new Date()))).map(({ item }) => item.itemId);
    expect(await listed()).not.toContain('before-index');
    expect((await backfillAgencyFigures(AGENCY)).prospectLists).toBe(1);
    expect(await listed()).toContain('before-index');
    expect((await backfillAgencyFigures(AGENCY)).prospectLists).toBe(0);
  });
});
