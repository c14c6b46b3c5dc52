import { apiErrors, mailDateTexts, preflightTexts } from '@msc/shared/messages';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '#platform/db';
import { handler as documentsHandler } from '../documents/handler';
import { readDocument, recipientIdOf, responseCodeOf, responseValues } from '../documents/index';
import { readProofQrCodes } from '../documents/response-qr';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { LONG_NAMED_POLICYHOLDERS } from '../test/long-names';
import { allApprovals, crossSellLetter, personalizationForm as form } from '../test/personalization';
import { handler } from './handler';
import { findOrderState } from './personalization-store';

const agent = claimsFor('preflight-agent@test.local');
const colleague = claimsFor('preflight-colleague@test.local');
type Handler = typeof handler;
const api = (target: Handler, method: string, path: string, body?: unknown, claims = agent) =>
  callerOf(target)(claims, method, path, body);

const holder = (
  policyNumber: string,
  person: { firstName: string; lastName: string; addressLine1?: string },
) => ({
  agencyId: 1,
  statCode: '1000001',
  policyNumber,
  policyType: 'Auto',
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  renewalDate: '2027-02-01',
  crossSellType: 'H' as const,
  ...person,
});

const SHORT = Array.from({ length: 6 }, (_, index) =>
  holder(`S${index}`, { firstName: 'Ann', lastName: `Short${index}` }),
);
const LONG = LONG_NAMED_POLICYHOLDERS.map((person, index) => holder(`L${index}`, person));

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: 'preflight-agent@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'preflight-colleague@test.local', defaultAgencyId: 1 }, [1]);
  await db()
    .entities.policyholder.put([...SHORT, ...LONG])
    .go();
  await givenProduct(crossSellLetter);
  await givenProduct({
    productId: 'postcard',
    name: 'Cross-Sell Auto Postcard',
    productFormat: 'Postcards',
    isPersonalizable: true,
    unitPrice: 59,
    productDataType: 1,
    isRequireShipping: false,
  });
});

/** A letter to `policyNumbers` (all when none), personalized, approved and scheduled: ready for the cart. */
async function readyLetter(policyNumbers?: string[], productId = 'letter') {
  const state = (
    await api(handler, 'POST', '/order-states', {
      productId,
      statCode: '1000001',
      productType: 'Home',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    })
  ).body;
  const proof = await api(documentsHandler, 'POST', '/documents/proofs', { productId, form });
  const recipients = policyNumbers ? { policyNumbers } : { all: true };
  expect((await api(handler, 'PUT', `/order-states/${state.id}/recipients`, recipients)).status).toBe(200);
  const updated = await api(handler, 'PUT', `/order-states/${state.id}`, {
    personalization: form,
    ...allApprovals,
    pageFlexDocumentId: proof.body.documentId,
    dropDetails: {
      dropType: DropType.ONE,
      frequency: DropFrequency.Weekly,
      numberOfMailings: 1,
      startDate: firstAvailableDropDate(new Date()),
      mailingDetails: [],
    },
  });
  expect(updated.status).toBe(200);
  return state.id as string;
}

const textOf = async (bytes: Uint8Array) => {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

describe('POST /order-states/{id}/preflight', () => {
  it('says a postcard’s findings print on page 2 (its back) and opens its proof there', async () => {
    const id = await readyLetter(undefined, 'postcard');
    const { status, body } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.issues.length).toBeGreaterThan(0);
    expect(body.issues.map((issue: { example: { page: number } }) => issue.example.page)).toEqual(
      body.issues.map(() => 2),
    );
    expect(body.worstCases.find((worst: { field: string }) => worst.field === 'name').page).toBe(2);
    expect(body.proofPage).toBe(2);
    expect(body.proof.totalPages).toBe(2);
  });

  it('says a letter’s findings print on page 1', async () => {
    const id = await readyLetter(['L0', 'S0']);
    const { body } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    expect(body.worstCases.find((worst: { field: string }) => worst.field === 'name').page).toBe(1);
    expect(body.proofPage).toBe(1);
  });

  it('flags the seeded longest names as shortened, with the longest as the proof prints it', async () => {
    const id = await readyLetter();
    const { status, body } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    expect(status).toBe(200);
    expect(body.recipientCount).toBe(10);
    const names = body.issues.find((issue: { field: string }) => issue.field === 'name');
    expect(names).toMatchObject({ kind: 'shortened', count: 3 });
    expect(preflightTexts.issue(names.field, names.kind, names.count)).toBe('3 names will be shortened');
    expect([...names.recipients].sort()).toEqual(
      [
        'Anastasia Konstantinovna Papadopoulou-Wojciechowski',
        'Christopher Alexander Montgomery-Featherstonehaugh',
        'Maximiliano Guadalupe Hernandez-Villalobos de la Cruz',
      ].sort(),
    );
    // The name that fits the window, long as it is, is not among them.
    expect(names.recipients).not.toContain('Oluwaseun Adebayo Okonkwo-Fitzgerald');
    expect(names.example.recipientName).toBe('Maximiliano Guadalupe Hernandez-Villalobos de la Cruz');
    expect(names.example.printed).toHaveLength(1);
    expect(names.example.printed[0]).toMatch(/^Maximiliano Guadalupe Hernandez-Villalobos.*\u2026$/);
    expect(body.issues).toContainEqual(
      expect.objectContaining({ field: 'addressLine', kind: 'shortened', count: 1 }),
    );
    expect(body.acknowledged).toBe(false);
    expect(body.signature).toMatch(/^[0-9a-f]{32}$/);

    // The preview proof is the longest name's, printed exactly as the preflight says.
    const pdf = await readDocument(body.proof.documentId);
    const text = await textOf(pdf);
    expect(text).toContain(names.example.printed[0]);
    expect(text).toContain('Dear Maximiliano Guadalupe,');

    // Its QR code reads back as that recipient's own personal URL (drop 1), printed under it too: no finding.
    const contact = (await findOrderState('preflight-agent@test.local', id))!.mailContacts.find(
      (each) => each.firstName === 'Maximiliano Guadalupe',
    )!;
    const code = await responseCodeOf({ pieceId: id, recipientId: recipientIdOf(contact), drop: 1 });
    const { responseScanUrl, responseUrl } = responseValues(code);
    // Read again: the PDF parser above took the bytes it was given.
    expect(await readProofQrCodes(await readDocument(body.proof.documentId))).toEqual([responseScanUrl]);
    expect(text).toContain(responseUrl);
    expect(body.issues.map((issue: { field: string }) => issue.field)).not.toContain('responseCode');
  });

  it('finds nothing to acknowledge when every name fits', async () => {
    const id = await readyLetter(['S0', 'S1', 'L3']);
    const { body } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    expect(body).toMatchObject({ recipientCount: 3, issues: [], signature: '', acknowledged: true });
    expect((await api(handler, 'POST', `/order-states/${id}/add-to-cart`)).status).toBe(200);
  });

  it("answers 404 for another user's order state", async () => {
    const id = await readyLetter(['S0']);
    expect((await api(handler, 'POST', `/order-states/${id}/preflight`, undefined, colleague)).status).toBe(
      404,
    );
  });
});

describe('approving a piece with preflight issues', () => {
  it('refuses Add to Cart until the agent acknowledges the issues, and stores the acknowledgement', async () => {
    const id = await readyLetter(['S0', 'L0', 'L1']);
    const refused = await api(handler, 'POST', `/order-states/${id}/add-to-cart`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(apiErrors.preflightNotAcknowledged);

    const { body: preflight } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    const acknowledged = await api(handler, 'PUT', `/order-states/${id}`, {
      preflightAcknowledgement: preflight.signature,
    });
    expect(acknowledged.status).toBe(200);
    const stored = await findOrderState('preflight-agent@test.local', id);
    expect(stored?.preflightAcknowledgement).toBe(preflight.signature);
    expect((await api(handler, 'POST', `/order-states/${id}/preflight`)).body.acknowledged).toBe(true);
    expect((await api(handler, 'POST', `/order-states/${id}/add-to-cart`)).status).toBe(200);
  });

  it('refuses an acknowledgement of another preflight, and drops it when the recipients change', async () => {
    const id = await readyLetter(['S0', 'L0']);
    const wrong = await api(handler, 'PUT', `/order-states/${id}`, {
      preflightAcknowledgement: 'f'.repeat(32),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(apiErrors.preflightChanged);
    expect(
      (await findOrderState('preflight-agent@test.local', id))?.preflightAcknowledgement,
    ).toBeUndefined();

    const { body: first } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    await api(handler, 'PUT', `/order-states/${id}`, { preflightAcknowledgement: first.signature });
    // Another long name joins: what was acknowledged is no longer what the piece prints.
    await api(handler, 'PUT', `/order-states/${id}/recipients`, { policyNumbers: ['S0', 'L0', 'L2'] });
    const { body: second } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    expect(second.acknowledged).toBe(false);
    expect(second.signature).not.toBe(first.signature);
    const refused = await api(handler, 'POST', `/order-states/${id}/add-to-cart`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(apiErrors.preflightNotAcknowledged);
  });
});

describe('acknowledging the preflight of a piece whose mail date has since passed', () => {
  it('takes the acknowledgement (an untouched date is not checked there); add to cart then refuses the date', async () => {
    const id = await readyLetter(['S0', 'L0']);
    const { body: preflight } = await api(handler, 'POST', `/order-states/${id}/preflight`);
    const mailDate = (await findOrderState('preflight-agent@test.local', id))!.dropDetails!.mailingDetails[0]!
      .mailDate;
    // The clock moves to the day after the mail date (a fake Date; the proof was rendered before).
    const next = new Date(`${mailDate}T15:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(next);
    try {
      const acknowledged = await api(handler, 'PUT', `/order-states/${id}`, {
        preflightAcknowledgement: preflight.signature,
      });
      expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
      expect(acknowledged.body.dropDetails.mailingDetails[0].mailDate).toBe(mailDate);
      const refused = await api(handler, 'POST', `/order-states/${id}/add-to-cart`);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(mailDateTexts.passed);
    } finally {
      vi.useRealTimers();
    }
  });
});
