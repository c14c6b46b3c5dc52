import { businessToday } from '@msc/shared/rules/business-date';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import {
  addDropCalendarDays,
  inHomeWindowOf,
  latestDropDateFor,
  planArriveBy,
} from '@msc/shared/rules/in-home-date';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as expressHandler } from '../express-order/handler';
import { resetConfig } from '../platform/config';
import { givenExpressAgencies, OWNER } from '../test/express-order';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const call = callerOf(handler);
const express = callerOf(expressHandler);
const AGENT = 'in-home-agent@test.local';
const agent = claimsFor(AGENT);

/** An arrive-by date a month of drop days out: inside the window, well after the first in-home window. */
const arriveBy = () => addDropCalendarDays(firstAvailableDropDate(new Date()), 25);
/** Tomorrow: no drop of the window can be in homes by then. */
const tooSoon = () => addDropCalendarDays(businessToday(new Date()), 1);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: AGENT, defaultAgencyId: 1 }, [1]);
  await givenProduct({
    productId: 'letter',
    productFormat: 'Letter Templates',
    isPersonalizable: true,
    unitPrice: 89,
    productDataType: 1,
  });
  await db()
    .entities.policyholder.put(
      Array.from({ length: 30 }, (_, index) => ({
        agencyId: 1,
        statCode: '1000001',
        policyNumber: `H${String(index).padStart(5, '0')}`,
        policyType: 'Home',
        firstName: `First${index}`,
        lastName: `Last${index}`,
        addressLine1: `${index} Main St`,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        renewalDate: '2027-01-15',
        crossSellType: 'A' as const,
      })),
    )
    .go();
  await givenExpressAgencies();
  process.env.SFN_ENDPOINT = 'http://127.0.0.1:9';
  resetConfig();
});

async function orderStateWithRecipients(count: number): Promise<string> {
  const { body } = await call(agent, 'POST', '/order-states', {
    productId: 'letter',
    statCode: '1000001',
    productType: 'Auto',
    programType: 'CrossSell',
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
  });
  await call(agent, 'PUT', `/order-states/${body.id}/recipients`, { count });
  return body.id as string;
}

const oneDrop = { dropType: 'ONE', frequency: 1, numberOfMailings: 1, mailingDetails: [] };

describe('in-home date planner: step 3 on the server', () => {
  it('plans the drop date from "arrive in homes by" itself, whatever start date the browser sent, and stores both', async () => {
    const id = await orderStateWithRecipients(30);
    const date = arriveBy();
    const planned = latestDropDateFor(date, new Date());
    expect(planned).not.toBeNull();
    const saved = await call(agent, 'PUT', `/order-states/${id}`, {
      // A forged start date: the server plans its own.
      dropDetails: { ...oneDrop, startDate: firstAvailableDropDate(new Date()), arriveBy: date },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.dropDetails).toMatchObject({ arriveBy: date, startDate: planned });
    expect(saved.body.dropDetails.mailingDetails).toEqual([
      { dropNumber: 1, mailDate: planned, quantity: 30, price: 30 * 89 },
    ]);
    expect(inHomeWindowOf(planned as string).last <= date).toBe(true);
    const stored = await call(agent, 'GET', `/order-states/${id}`);
    expect(stored.body.dropDetails).toMatchObject({ arriveBy: date, startDate: planned });
  });

  it('plans the first of several drops from the arrive-by date', async () => {
    const id = await orderStateWithRecipients(30);
    const date = arriveBy();
    const saved = await call(agent, 'PUT', `/order-states/${id}`, {
      dropDetails: {
        dropType: 'MULTIPLE',
        frequency: 1,
        numberOfMailings: 2,
        mailingDetails: [],
        arriveBy: date,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.dropDetails.mailingDetails[0].mailDate).toBe(latestDropDateFor(date, new Date()));
    expect(saved.body.dropDetails.mailingDetails).toHaveLength(2);
  });

  it('refuses an arrive-by date no drop of the window can meet with a 400 and a clear message, and keeps the saved drops', async () => {
    const id = await orderStateWithRecipients(30);
    const startDate = firstAvailableDropDate(new Date());
    await call(agent, 'PUT', `/order-states/${id}`, { dropDetails: { ...oneDrop, startDate } });
    const date = tooSoon();
    const refused = await call(agent, 'PUT', `/order-states/${id}`, {
      dropDetails: { ...oneDrop, arriveBy: date },
    });
    const plan = planArriveBy(date, new Date());
    expect(plan.ok).toBe(false);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(plan.ok ? '' : plan.message);
    expect(refused.body.message).toMatch(/^Mail cannot be in homes by \d{2}\/\d{2}\/\d{4}: .*earliest/);
    expect(refused.body.fieldErrors).toEqual({ arriveBy: [refused.body.message] });
    const stored = await call(agent, 'GET', `/order-states/${id}`);
    expect(stored.body.dropDetails.startDate).toBe(startDate);
    expect(stored.body.dropDetails.arriveBy).toBeUndefined();
  });

  it('refuses a malformed arrive-by date with a 400', async () => {
    const id = await orderStateWithRecipients(30);
    const refused = await call(agent, 'PUT', `/order-states/${id}`, {
      dropDetails: { ...oneDrop, arriveBy: '2026-02-30' },
    });
    expect(refused.status).toBe(400);
  });
});

describe('in-home date planner: the Express Order step 3 on the server', () => {
  async function expressAtStep3(): Promise<string> {
    const { body } = await express(OWNER, 'POST', '/express-orders', { productId: 'express' });
    await express(OWNER, 'PUT', `/express-orders/${body.id}/dependents`, { statCodes: ['1020001'] });
    return body.id as string;
  }

  it('plans and stores the one drop from the arrive-by date', async () => {
    const id = await expressAtStep3();
    const date = arriveBy();
    const saved = await express(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
      dropDetails: { dropType: 'ONE', frequency: 1, numberOfMailings: 1, arriveBy: date },
    });
    expect(saved.status).toBe(200);
    const planned = latestDropDateFor(date, new Date());
    expect(saved.body.dropDetails).toMatchObject({ arriveBy: date, startDate: planned });
    expect(saved.body.dropDetails.mailingDetails[0].mailDate).toBe(planned);
  });

  it('refuses an arrive-by date that cannot be met with a 400', async () => {
    const id = await expressAtStep3();
    const refused = await express(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
      dropDetails: { dropType: 'ONE', frequency: 1, numberOfMailings: 1, arriveBy: tooSoon() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Mail cannot be in homes by/);
  });
});
