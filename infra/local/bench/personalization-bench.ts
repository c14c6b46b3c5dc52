import { SAMPLE_RECIPIENT, templateForProduct } from '@msc/functions/documents/document-template';
import { renderProof } from '@msc/functions/documents/render-proof';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';

/** The step-1 form the bench personalizes with. */
export const BENCH_FORM = {
  agencyName: 'Lakeside Insurance Group',
  agentFirstName: 'Dana',
  agentLastName: 'Whitfield',
  agentPhone: '555-123-4567',
  agentEmail: 'dana@lakeside.test',
  addressLine1: '12 Harbor Road',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Proof rendering alone (pdf-lib, no S3): ms per proof, p50/p99, over `count` letters. */
export async function benchProofRendering(count = 200): Promise<{ p50: number; p99: number; count: number }> {
  const template = templateForProduct({
    itemNumber: 'AP-8083',
    name: 'Auto-to-Home Cross-sell Letter',
    productFormat: 'Letter Templates',
  });
  const times: number[] = [];
  for (let index = 0; index < count + 20; index += 1) {
    const started = performance.now();
    await renderProof(template, { ...BENCH_FORM, agentFirstName: `Dana${index}` }, SAMPLE_RECIPIENT);
    if (index >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count };
}

/**
 * The HTTP scenarios of personalization on the running stack: a proof rendered and stored (POST), and the
 * mailing schedule of an order state with 30 recipients (PUT). Creates the order state it updates.
 */
export async function personalizationScenarios(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const search = await fetch(`${baseUrl}/api/products?term=AP-8083&pageSize=24`, { headers });
  const { results } = (await search.json()) as { results: { id: string; itemNumber: string }[] };
  const letter = results.find((product) => product.itemNumber === 'AP-8083');
  if (!letter) throw new Error('bench: the seeded AP-8083 letter is missing');
  const created = await fetch(`${baseUrl}/api/order-states`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      productId: letter.id,
      statCode: '0000000',
      productType: 'Home',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    }),
  });
  const orderState = (await created.json()) as { id: string };
  const contacts = Array.from({ length: 30 }, (_, index) => ({
    firstName: `First${index}`,
    lastName: 'Bench',
    addressLine1: `${index} Main St`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  }));
  return [
    {
      name: 'proof render + store (POST)',
      path: '/api/documents/proofs',
      method: 'POST' as const,
      body: JSON.stringify({ productId: letter.id, form: BENCH_FORM }),
    },
    {
      name: 'mailing schedule (PUT state)',
      path: `/api/order-states/${orderState.id}`,
      method: 'PUT' as const,
      body: JSON.stringify({
        mailContacts: contacts,
        dropDetails: {
          dropType: 'MULTIPLE',
          frequency: 4,
          numberOfMailings: 3,
          startDate: firstAvailableDropDate(new Date()),
          mailingDetails: [],
        },
      }),
    },
  ];
}
