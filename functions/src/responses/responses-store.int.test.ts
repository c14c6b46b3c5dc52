import { resetClock, setClock } from '@msc/shared/clock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from '../test/fresh-table';
import {
  holdoutOfOrder,
  type NewResponse,
  recordHoldout,
  recordResponse,
  responsesOfAgencySince,
  responsesOfOrder,
} from './index';

beforeAll(async () => {
  await useFreshTable();
});
afterEach(() => resetClock());

const response = (fields: Partial<NewResponse>): NewResponse => ({
  agencyId: 501,
  orderId: 'ORDER-A',
  userName: 'agent@demo.local',
  drop: 1,
  recipientId: 'r-1',
  code: 'ABCDEFGHJK',
  kind: 'visit',
  ...fields,
});

describe('the responses store', () => {
  it('records a response with its order, drop, recipient, kind and time, and reads it back by order', async () => {
    setClock('2026-11-20T10:00:00.000Z');
    const stored = await recordResponse(response({ kind: 'scan', drop: 2, recipientId: 'r-7' }));
    expect(stored).toMatchObject({
      agencyId: 501,
      orderId: 'ORDER-A',
      drop: 2,
      recipientId: 'r-7',
      kind: 'scan',
      at: '2026-11-20T10:00:00.000Z',
      responseId: expect.any(String),
    });
    await recordResponse(response({ orderId: 'ORDER-B', kind: 'form', request: 'call', consent: 'v1' }));
    await recordResponse(response({ agencyId: 502, orderId: 'ORDER-A' }));
    const ofOrder = await responsesOfOrder(501, 'ORDER-A');
    expect(ofOrder.map((each) => [each.orderId, each.recipientId, each.kind])).toEqual([
      ['ORDER-A', 'r-7', 'scan'],
    ]);
    expect(await responsesOfOrder(502, 'ORDER-B')).toEqual([]);
  });

  it('answers an agency’s responses since an instant, oldest first, none of another agency', async () => {
    const agencyId = 601;
    setClock('2026-11-21T08:00:00.000Z');
    await recordResponse(response({ agencyId, recipientId: 'early' }));
    setClock('2026-11-21T09:00:00.000Z');
    await recordResponse(response({ agencyId, recipientId: 'first' }));
    await recordResponse(response({ agencyId, recipientId: 'second', kind: 'form', request: 'quote' }));
    await recordResponse(response({ agencyId: 602, recipientId: 'other agency' }));
    const since = await responsesOfAgencySince(agencyId, '2026-11-21T09:00:00.000Z');
    expect(since.map((each) => [each.recipientId, each.kind])).toEqual([
      ['first', 'visit'],
      ['second', 'form'],
    ]);
    expect(await responsesOfAgencySince(agencyId, '2026-11-22T00:00:00.000Z')).toEqual([]);
  });
});

describe('the held-out recipients of an order', () => {
  it('stores them once however often written, and reads back only that order’s', async () => {
    const held = Array.from({ length: 30 }, (_, index) => ({
      agencyId: 701,
      orderId: 'ORDER-H',
      recipientId: `h-${String(index).padStart(2, '0')}`,
      pieceId: 'STATE-1',
      firstName: 'Pat',
      lastName: `Held ${index}`,
      addressLine1: `${index} Main St`,
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    }));
    await recordHoldout(held);
    await recordHoldout(held);
    await recordHoldout([{ ...held[0]!, orderId: 'ORDER-OTHER' }]);
    const read = await holdoutOfOrder(701, 'ORDER-H');
    expect(read).toHaveLength(30);
    expect(read[29]).toMatchObject({ recipientId: 'h-29', lastName: 'Held 29', addressLine1: '29 Main St' });
    expect(await holdoutOfOrder(702, 'ORDER-H')).toEqual([]);
  });
});
