import type { Faker } from '@faker-js/faker';
import type { AgencyEntity } from '@msc/functions/data/entities/agency';
import type { EntityItem } from 'electrodb';
import { placesOf, randomPlace } from './places';
import { phoneDigits } from './random';

export type AgencySeed = EntityItem<typeof AgencyEntity>;

/** Sub codes per owner master (spec: owner masters have 3 to 12 sub codes). The first is owner@demo.local's. */
export const SUB_CODES_PER_OWNER_MASTER = [12, 3, 4, 3, 5, 3, 6, 4];
const STAND_ALONE_AGENCIES = 6;
/** Policyholders across all agencies at scale 1 (spec of the demo data: about 30,000). */
export const POLICYHOLDERS_AT_SCALE_1 = 30_000;
/** CA and AR agencies require a license number (the spec's license rule); both are in the mix. */
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

export function agency(faker: Faker, agencyId: number, statId: string, state: string): AgencySeed {
  const place = randomPlace(faker, state);
  const name = `${faker.person.lastName()} ${faker.helpers.arrayElement(SUFFIXES)}`;
  const phone = phoneDigits(faker);
  const hasSegment = faker.datatype.boolean({ probability: 0.5 });
  const segmentPlace = randomPlace(faker, state);
  return {
    agencyId,
    agencyName: name,
    statId,
    isOwnerMaster: false,
    ownerMasterId: 0,
    isLicenseNumberRequired: state === 'CA' || state === 'AR',
    addressLine1: faker.location.streetAddress().slice(0, 30),
    addressLine2: faker.datatype.boolean({ probability: 0.2 })
      ? `Suite ${faker.number.int({ min: 100, max: 999 })}`
      : undefined,
    city: place.city,
    state: place.state,
    postalCode: place.zip,
    phone,
    emailAddress: faker.internet.email({ provider: 'agency.example' }).toLowerCase(),
    policyHoldersCount: 0,
    companySegment: hasSegment
      ? [
          {
            companySegmentId: agencyId * 10 + 1,
            companyName: name,
            addressLine1: faker.location.streetAddress().slice(0, 30),
            city: segmentPlace.city,
            state: segmentPlace.state,
            postalCode: segmentPlace.zip,
            phoneNumber: phone,
            email: faker.internet.email({ provider: 'agency.example' }).toLowerCase(),
          },
        ]
      : [],
  };
}

/** Scales raw weights to integers summing to exactly `total`. */
function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.floor((weight * total) / sum));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let index = 0; rest > 0; index = (index + 1) % counts.length) {
    if (weights[index]! > 0) {
      counts[index]!++;
      rest--;
    }
  }
  return counts;
}

/**
 * Owner masters with their sub codes, and stand-alone agencies, in real cities (city, state and ZIP
 * from the `zipcodes` package). Stat codes are 7 digits (shown 2-2-3). Every fourth sub code has no
 * policyholders; the others share POLICYHOLDERS_AT_SCALE_1 × scale.
 */
export function planAgencies(faker: Faker, scale = 1): AgencyPlan {
  for (const state of STATES) placesOf(state);
  const ownerMasters: AgencySeed[] = [];
  const subCodes: AgencySeed[] = [];
  const standAlone: AgencySeed[] = [];
  const withoutPolicyholders = new Set<AgencySeed>();
  let nextId = 1001;
  SUB_CODES_PER_OWNER_MASTER.forEach((count, index) => {
    const prefix = String(10 + index * 7).padStart(2, '0') + String(20 + index).padStart(2, '0');
    const state = STATES[index % STATES.length]!;
    const owner = { ...agency(faker, nextId++, `${prefix}000`, state), isOwnerMaster: true };
    ownerMasters.push(owner);
    for (let sub = 1; sub <= count; sub++) {
      // Most sub codes sit in the owner master's state; some are across the border.
      const subState = faker.datatype.boolean({ probability: 0.8 })
        ? state
        : faker.helpers.arrayElement(STATES);
      const subCode = agency(faker, nextId++, `${prefix}${String(sub).padStart(3, '0')}`, subState);
      subCodes.push({ ...subCode, ownerMasterId: owner.agencyId });
      if (sub % 4 === 0) withoutPolicyholders.add(subCodes.at(-1)!);
    }
  });
  for (let index = 0; index < STAND_ALONE_AGENCIES; index++) {
    const state = STATES[(index * 5 + 2) % STATES.length]!;
    standAlone.push(agency(faker, nextId++, `${70 + index}${faker.string.numeric(5)}`, state));
  }

  const holders = [...subCodes, ...standAlone];
  const weights = holders.map((holder) =>
    withoutPolicyholders.has(holder) ? 0 : faker.number.int({ min: 150, max: 1300 }),
  );
  apportion(weights, Math.round(POLICYHOLDERS_AT_SCALE_1 * scale)).forEach((count, index) => {
    holders[index]!.policyHoldersCount = count;
  });
  for (const owner of ownerMasters) {
    owner.policyHoldersCount = subCodes
      .filter((sub) => sub.ownerMasterId === owner.agencyId)
      .reduce((sum, sub) => sum + (sub.policyHoldersCount ?? 0), 0);
  }
  return { agencies: [...ownerMasters, ...subCodes, ...standAlone], ownerMasters, subCodes, standAlone };
}
