import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient } from '#platform/clients';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';

/**
 * The entities name the postal fields addressLine1/addressLine2/postalCode but keep the attribute names
 * the table was written with (address1, address2, zip, forwardAddress1, forwardZip): items stored before
 * the rename read back, and new items are stored as before.
 */
const HOLDER_KEY = { agencyId: 41, policyNumber: 'P-POSTAL' };

async function rawItem(params: { TableName?: string; Key?: Record<string, unknown> }) {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: params.TableName, Key: params.Key }),
  );
  return Item ?? {};
}

beforeAll(async () => {
  await useFreshTable();
});

describe('postal attributes', () => {
  it('store a policyholder under the old attribute names and read an old item back', async () => {
    const { entities } = db();
    await entities.policyholder
      .put({
        ...HOLDER_KEY,
        statCode: '4100001',
        policyType: 'Auto',
        firstName: 'Sam',
        lastName: 'Young',
        addressLine1: '1 Main St',
        addressLine2: 'Apt 2',
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        renewalDate: '2027-06-01',
      })
      .go();
    const params = entities.policyholder.get(HOLDER_KEY).params();
    const stored = await rawItem(params);
    expect(stored).toMatchObject({ address1: '1 Main St', address2: 'Apt 2', zip: '98101' });
    expect(stored).not.toHaveProperty('addressLine1');
    expect(stored).not.toHaveProperty('postalCode');

    // An item as the table held it before the rename: only the old attribute names.
    const { address2: _address2, ...withoutLine2 } = stored;
    await dynamoClient().send(
      new PutCommand({
        TableName: params.TableName,
        Item: { ...withoutLine2, address1: '9 Elm St', zip: '98402' },
      }),
    );
    const { data } = await entities.policyholder.get(HOLDER_KEY).go();
    expect(data).toMatchObject({ addressLine1: '9 Elm St', city: 'Seattle', postalCode: '98402' });
    expect(data?.addressLine2).toBeUndefined();
  });

  it('keep the agency and the moving record (with its forwarding address) on the old names', async () => {
    const { entities } = db();
    await entities.agency
      .put({
        agencyId: 42,
        agencyName: 'Postal Agency',
        statId: '4200001',
        addressLine1: '2 Oak Ave',
        city: 'Tacoma',
        state: 'WA',
        postalCode: '98402',
        phone: '253-555-0100',
      })
      .go();
    const agency = await rawItem(entities.agency.get({ agencyId: 42 }).params());
    expect(agency).toMatchObject({ address1: '2 Oak Ave', zip: '98402' });

    const moveKey = { agencyId: 42, listDate: '2026-10-01', referenceId: 'MV-POSTAL' };
    await entities.movingRecord
      .put({
        ...moveKey,
        agencyCode: '4200001',
        recordDate: '2026-10-01',
        policy: 'P1',
        type: 'Auto',
        firstName: 'Sam',
        lastName: 'Young',
        addressLine1: '1 Main St',
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        forwardAddressLine1: '9 Elm St',
        forwardPostalCode: '98402',
      })
      .go();
    const params = entities.movingRecord.get(moveKey).params();
    const stored = await rawItem(params);
    expect(stored).toMatchObject({
      address1: '1 Main St',
      zip: '98101',
      forwardAddress1: '9 Elm St',
      forwardZip: '98402',
    });
    await dynamoClient().send(
      new PutCommand({ TableName: params.TableName, Item: { ...stored, forwardZip: '98403' } }),
    );
    const { data } = await entities.movingRecord.get(moveKey).go();
    expect(data).toMatchObject({
      addressLine1: '1 Main St',
      forwardAddressLine1: '9 Elm St',
      forwardPostalCode: '98403',
    });
  });
});
