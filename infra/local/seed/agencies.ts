import type { Faker } from '@faker-js/faker';
import type { AgencyEntity } from '@msc/functions/data/entities/agency';
import type { EntityItem } from 'electrodb';

export type AgencySeed = EntityItem<typeof AgencyEntity>;

/** Sub codes per owner master (spec: owner masters have 3 to 12 sub codes). */
const SUB_CODES_PER_OWNER_MASTER = [12, 3, 4, 3, 5, 3, 6, 4];
const STAND_ALONE_AGENCIES = 6;
const STATES = ['WA', 'OR', 'CA', 'AR', 'TX', 'IL', 'OH', 'GA', 'NY', 'MA', 'CO', 'AZ'];
const SUFFIXES = [
  'Insurance Agency',
  'Insurance Group',
  'Insurance Services',
  'Agency',
  'Insurance & Financial',
];

export interface AgencyPlan {
  agencies: AgencySeed[];
  ownerMasters: AgencySeed[];
  subCodes: AgencySeed[];
  standAlone: AgencySeed[];
}

function agency(faker: Faker, agencyId: number, statId: string, overrides: Partial<AgencySeed>): AgencySeed {
  const state = faker.helpers.arrayElement(STATES);
  const hasSegment = faker.datatype.boolean({ probability: 0.5 });
  const name = `${faker.person.lastName()} ${faker.helpers.arrayElement(SUFFIXES)}`;
  const phone = faker.string.numeric(10);
  return {
    agencyId,
    agencyName: name,
    statId,
    isOwnerMaster: false,
    ownerMasterId: 0,
    // The spec's license-number rule applies in CA and AR.
    isLicenseNumberRequired: state === 'CA' || state === 'AR',
    address1: faker.location.streetAddress().slice(0, 30),
    address2: faker.datatype.boolean({ probability: 0.2 })
      ? `Suite ${faker.number.int({ min: 100, max: 999 })}`
      : undefined,
    city: faker.location.city(),
    state,
    zip: faker.location.zipCode('#####'),
    phone,
    emailAddress: faker.internet.email({ provider: 'agency.example' }).toLowerCase(),
    policyHoldersCount: 0,
    companySegment: hasSegment
      ? [
          {
            companySegmentId: agencyId * 10 + 1,
            companyName: name,
            addressLine1: faker.location.streetAddress().slice(0, 30),
            city: faker.location.city(),
            state,
            postalCode: faker.location.zipCode('#####'),
            phoneNumber: phone,
            email: faker.internet.email({ provider: 'agency.example' }).toLowerCase(),
          },
        ]
      : [],
    ...overrides,
  };
}

/** Owner masters with their sub codes, and stand-alone agencies. Stat codes are 7 digits (2-2-3). */
export function planAgencies(faker: Faker): AgencyPlan {
  const ownerMasters: AgencySeed[] = [];
  const subCodes: AgencySeed[] = [];
  const standAlone: AgencySeed[] = [];
  let nextId = 1001;
  SUB_CODES_PER_OWNER_MASTER.forEach((count, index) => {
    const prefix = String(10 + index * 7).padStart(2, '0') + String(20 + index).padStart(2, '0');
    const owner = agency(faker, nextId++, `${prefix}000`, { isOwnerMaster: true });
    ownerMasters.push(owner);
    for (let sub = 1; sub <= count; sub++) {
      subCodes.push(
        agency(faker, nextId++, `${prefix}${String(sub).padStart(3, '0')}`, {
          ownerMasterId: owner.agencyId,
          // Some sub codes have no policyholders (they never get the express path).
          policyHoldersCount: sub % 4 === 0 ? 0 : faker.number.int({ min: 40, max: 1200 }),
        }),
      );
    }
  });
  for (let index = 0; index < STAND_ALONE_AGENCIES; index++) {
    standAlone.push(
      agency(faker, nextId++, `${70 + index}${faker.string.numeric(5)}`, {
        policyHoldersCount: faker.number.int({ min: 50, max: 900 }),
      }),
    );
  }
  for (const owner of ownerMasters) {
    owner.policyHoldersCount = subCodes
      .filter((sub) => sub.ownerMasterId === owner.agencyId)
      .reduce((sum, sub) => sum + (sub.policyHoldersCount ?? 0), 0);
  }
  return { agencies: [...ownerMasters, ...subCodes, ...standAlone], ownerMasters, subCodes, standAlone };
}
