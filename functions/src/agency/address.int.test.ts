import { apiErrors } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const STAFF = 'address-staff@test.local';
const AGENT = 'address-agent@test.local';
const BARE = 'address-bare@test.local';
const call = callerOf(handler);
const segment = {
  companySegmentId: 11,
  companyName: 'Old Name Insurance',
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  phoneNumber: '206-555-0100',
};

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1, companySegment: [segment] });
  await givenAgency({ agencyId: 2 });
  await givenUser({ userName: STAFF, defaultAgencyId: 1, roles: ['CustomerService'] }, [1]);
  await givenUser({ userName: AGENT, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: BARE, defaultAgencyId: 2, roles: ['SA'] }, [2]);
});

describe('update agency address', () => {
  it('lets the roles of the spec edit the company-segment address, and no one else', async () => {
    const form = {
      companyName: 'New Name Insurance',
      phoneNumber: '206-555-0199',
      email: 'desk@new.example',
    };
    expect((await call(AGENT, 'PUT', '/agency/current/address', form)).status).toBe(403);
    const updated = await call(STAFF, 'PUT', '/agency/current/address', form);
    expect(updated.status).toBe(200);
    expect(updated.body.companySegment[0]).toMatchObject({
      companyName: 'New Name Insurance',
      phoneNumber: '206-555-0199',
      addressLine1: '1 Main St',
    });
  });

  it('needs the agency name and a phone of at most 15; an agency without a segment has nothing to edit', async () => {
    expect(
      (await call(STAFF, 'PUT', '/agency/current/address', { companyName: '', phoneNumber: '206-555-0199' }))
        .status,
    ).toBe(400);
    expect(
      (await call(STAFF, 'PUT', '/agency/current/address', { companyName: 'X', phoneNumber: '1'.repeat(16) }))
        .status,
    ).toBe(400);
    expect(
      await call(BARE, 'PUT', '/agency/current/address', { companyName: 'X', phoneNumber: '206-555-0199' }),
    ).toMatchObject({
      status: 404,
      body: { message: apiErrors.agencyHasNoCompanySegment },
    });
  });
});
