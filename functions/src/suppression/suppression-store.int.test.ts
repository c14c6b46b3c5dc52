import { beforeAll, describe, expect, it } from 'vitest';
import { suppressionKey } from '#data/suppression-key';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';
import { addToSuppressionList, returnedMailAddresses, suppressReturnedAddress } from './suppression-store';

const address = (street: string, zip: string) => ({ line: `${street}, SPRINGFIELD, IL ${zip}`, zip });

const RETURNED_NEAR = address('12 MAIN ST', '62701');
const RETURNED_FAR = address('9 OAK AVE', '10001');
const OPTED_OUT = address('4 ELM ST', '62702');
const MAILABLE = address('77 PARK RD', '62703');

beforeAll(async () => {
  await useFreshTable();
  await suppressReturnedAddress(RETURNED_NEAR.line, RETURNED_NEAR.zip);
  await suppressReturnedAddress(RETURNED_FAR.line, RETURNED_FAR.zip);
  // On the list for other reasons, one filed under its ZIP like a returned piece: never "returned mail".
  await addToSuppressionList(OPTED_OUT.line);
  await db()
    .entities.optOut.create({
      suppressionKey: suppressionKey(MAILABLE.line),
      source: 'do-not-mail',
      zip: MAILABLE.zip,
      zip3: MAILABLE.zip.slice(0, 3),
    })
    .go();
});

describe('returned mail lookup (issue 44: by area when the list lies in a few ZIP areas)', () => {
  it('finds the returned address of a list in one ZIP area, and nothing else', async () => {
    // One 3-digit area, three addresses: the area's filed addresses are read (one Query).
    const found = await returnedMailAddresses([RETURNED_NEAR, OPTED_OUT, MAILABLE]);
    expect([...found]).toEqual([RETURNED_NEAR.line]);
  });

  it('finds the returned addresses of a list spread over more areas than key batches', async () => {
    // Three areas for three addresses (one batch of keys): asked key by key.
    const found = await returnedMailAddresses([RETURNED_NEAR, RETURNED_FAR, address('1 LAKE DR', '90210')]);
    expect([...found].sort()).toEqual([RETURNED_NEAR.line, RETURNED_FAR.line].sort());
  });

  it('finds nothing for a returned address of the same area that the list does not have', async () => {
    expect(await returnedMailAddresses([MAILABLE, address('78 PARK RD', '62703')])).toEqual(new Set());
  });

  it('answers an empty set for an address without a whole ZIP (none is ever filed)', async () => {
    expect(await returnedMailAddresses([address('12 MAIN ST', '627')])).toEqual(new Set());
  });
});
