import type { Faker } from '@faker-js/faker';
import type { PolicyholderEntity } from '@msc/functions/data/entities/policyholder';
import { LONG_NAMED_POLICYHOLDERS } from '@msc/functions/test/long-names';
import type { CreateEntityItem } from 'electrodb';
import type { AgencySeed } from './agencies';
import { placesNear } from './places';
import { addDays, fakerFor, isoDay, phoneDigits } from './random';

export type PolicyholderSeed = CreateEntityItem<typeof PolicyholderEntity>;
type ListCode = Exclude<NonNullable<PolicyholderSeed['crossSellType']>, 'none'>;

const POLICY_TYPES = [
  { value: 'Auto', weight: 45 },
  { value: 'Home', weight: 28 },
  { value: 'Renters', weight: 7 },
  { value: 'Umbrella', weight: 5 },
  { value: 'Package', weight: 5 },
  { value: 'LandlordProtection', weight: 4 },
  { value: 'Motorcycle', weight: 3 },
  { value: 'RV;Watercraft', weight: 3 },
];
const TYPE_LETTER: Record<string, string> = {
  Auto: 'A',
  Home: 'H',
  Renters: 'R',
  Umbrella: 'U',
  Package: 'P',
  LandlordProtection: 'L',
  Motorcycle: 'M',
  'RV;Watercraft': 'W',
};

/** What the opportunity rows count, per agency. */
export interface PolicyholderStats {
  lists: Partial<Record<ListCode, number>>;
  /** 6-month auto policies with the recommended indicator (the annual auto list's default view). */
  annualAuto: number;
  /** Renewals within 3 months of the seed date. */
  upForRenewal: number;
}

/** The list a monoline customer is an opportunity on: the line they do not have with the agency yet. */
function listOf(faker: Faker, type: string, specialty: boolean): ListCode | undefined {
  const roll = faker.number.float({ min: 0, max: 1 });
  if (type === 'Auto') return roll < 0.35 ? 'H' : roll < 0.4 ? 'PI' : specialty ? 'SP' : undefined;
  if (type === 'Home') return roll < 0.4 ? 'A' : roll < 0.48 ? 'LPP' : roll < 0.52 ? 'PI' : undefined;
  if (type === 'Umbrella') return roll < 0.5 ? 'UR' : undefined;
  return specialty && type !== 'Motorcycle' && type !== 'RV;Watercraft' ? 'SP' : undefined;
}

function policyholder(
  faker: Faker,
  agency: AgencySeed,
  seq: number,
  epoch: Date,
  mailedLists: ReadonlySet<ListCode>,
): PolicyholderSeed {
  const policyType = faker.helpers.weightedArrayElement(POLICY_TYPES);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const place = faker.helpers.arrayElement(placesNear(agency.postalCode));
  const motorCycle = policyType === 'Motorcycle' || faker.datatype.boolean({ probability: 0.04 });
  const boat = policyType === 'RV;Watercraft' && faker.datatype.boolean();
  const waterCraft = boat || faker.datatype.boolean({ probability: 0.03 });
  const rv = (policyType === 'RV;Watercraft' && !boat) || faker.datatype.boolean({ probability: 0.02 });
  const crossSellType = listOf(faker, policyType, motorCycle || waterCraft || rv);
  const termMonths = policyType === 'Auto' && faker.datatype.boolean({ probability: 0.4 }) ? 6 : 12;
  const renewal = addDays(epoch, faker.number.int({ min: -20, max: termMonths === 6 ? 170 : 345 }));
  const birth = faker.date.between({ from: '1942-01-01T00:00:00Z', to: '2005-12-31T00:00:00Z' });
  const hasEmail = faker.datatype.boolean({ probability: 0.7 });
  const mailed = crossSellType !== undefined && mailedLists.has(crossSellType);
  return {
    agencyId: agency.agencyId,
    statCode: agency.statId,
    policyNumber: `${TYPE_LETTER[policyType]}${agency.statId.slice(2)}${String(seq).padStart(5, '0')}`,
    policyType,
    firstName,
    middleName: faker.datatype.boolean({ probability: 0.3 })
      ? faker.string.alpha({ casing: 'upper' })
      : undefined,
    lastName,
    addressLine1: faker.location.streetAddress(),
    addressLine2: faker.datatype.boolean({ probability: 0.1 })
      ? `Apt ${faker.number.int({ min: 1, max: 40 })}`
      : undefined,
    city: place.city,
    state: place.state,
    postalCode: place.zip,
    email: hasEmail ? `${firstName}.${lastName}${seq % 97}@mail.example`.toLowerCase() : undefined,
    phone: faker.datatype.boolean({ probability: 0.85 }) ? phoneDigits(faker) : undefined,
    renewalDate: isoDay(renewal),
    birthDate: isoDay(birth),
    customerSinceDate: isoDay(addDays(epoch, -faker.number.int({ min: 200, max: 9000 }))),
    termMonths,
    motorCycle,
    waterCraft,
    rv,
    crossSellType,
    mailingDate: mailed ? isoDay(addDays(epoch, -faker.number.int({ min: 5, max: 50 }))) : undefined,
    recommendedIndicator: termMonths === 6 && faker.datatype.boolean({ probability: 0.6 }),
    youngDriverIndicator: termMonths === 6 && faker.datatype.boolean({ probability: 0.2 }),
    meritIndicator: termMonths === 6 && faker.datatype.boolean({ probability: 0.35 }),
  };
}

/**
 * The last stand-alone agency's first policyholders carry real-shaped long names (and one long street), so
 * the merge preflight has something to flag in the demo data. Drawn after the faker: no other value moves,
 * and no demo account's book (the journeys send to every policyholder) holds them.
 */
function withLongName(holder: PolicyholderSeed, seq: number): PolicyholderSeed {
  const person = LONG_NAMED_POLICYHOLDERS[seq - 1];
  return person ? { ...holder, middleName: undefined, ...person } : holder;
}

/**
 * The policyholders of every agency (its `policyHoldersCount`), living within 25 miles of the agency.
 * Each agency draws from its own faker in sequence, so a larger scale extends the same people.
 * `mailedLists` says which automated lists an agency is enrolled in (those rows carry a mailing date).
 */
export function planPolicyholders(
  agencies: readonly AgencySeed[],
  epoch: Date,
  mailedLists: (agency: AgencySeed) => ReadonlySet<ListCode>,
) {
  const policyholders: PolicyholderSeed[] = [];
  const stats = new Map<number, PolicyholderStats>();
  const renewalHorizon = isoDay(addDays(epoch, 92));
  const today = isoDay(epoch);
  const last = agencies.at(-1);
  const longNamed = last && !last.isOwnerMaster && !last.ownerMasterId ? last.agencyId : undefined;
  for (const agency of agencies) {
    const count = agency.isOwnerMaster ? 0 : (agency.policyHoldersCount ?? 0);
    const faker = fakerFor(`policyholders:${agency.statId}`);
    const mailed = mailedLists(agency);
    const agencyStats: PolicyholderStats = { lists: {}, annualAuto: 0, upForRenewal: 0 };
    for (let seq = 1; seq <= count; seq++) {
      const drawn = policyholder(faker, agency, seq, epoch, mailed);
      const holder = agency.agencyId === longNamed ? withLongName(drawn, seq) : drawn;
      policyholders.push(holder);
      if (holder.crossSellType) {
        agencyStats.lists[holder.crossSellType] = (agencyStats.lists[holder.crossSellType] ?? 0) + 1;
      }
      if (holder.recommendedIndicator) agencyStats.annualAuto++;
      if (holder.renewalDate >= today && holder.renewalDate <= renewalHorizon) agencyStats.upForRenewal++;
    }
    stats.set(agency.agencyId, agencyStats);
  }
  return { policyholders, stats };
}
