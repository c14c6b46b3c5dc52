import type { MovingListEntity, MovingRecordEntity } from '@msc/functions/data/entities/moving-list';
import type { WinBackEntryEntity } from '@msc/functions/data/entities/win-back-entry';
import { winBackMailDate } from '@msc/shared/rules/win-back';
import type { CreateEntityItem } from 'electrodb';
import type { AgencySeed } from './agencies';
import { placesNear, randomPlace } from './places';
import type { PolicyholderSeed } from './policyholders';
import { addDays, fakerFor, isoDay, monthStart, phoneDigits } from './random';

export type MovingListSeed = CreateEntityItem<typeof MovingListEntity>;
export type MovingRecordSeed = CreateEntityItem<typeof MovingRecordEntity>;
export type WinBackSeed = CreateEntityItem<typeof WinBackEntryEntity>;

const MOVE_SOURCES = ['USPS NCOA', 'Customer call', 'Agent update', 'Returned mail'];
const MOVE_TYPES = ['Individual', 'Family', 'Business'];
/** Share of an agency's policyholders on one month's Moving list, and on one month's Win Back list. */
const MOVING_SHARE = 0.008;
const WIN_BACK_SHARE = 0.012;

/**
 * Moving lists for the 12 months before `epoch` (newest first in the UI) for every agency with
 * policyholders, each record one of its policyholders with a forwarding address.
 */
export function planMovingLists(
  agencies: readonly AgencySeed[],
  policyholdersOf: (agencyId: number) => readonly PolicyholderSeed[],
  epoch: Date,
) {
  const lists: MovingListSeed[] = [];
  const records: MovingRecordSeed[] = [];
  for (const agency of agencies) {
    const holders = policyholdersOf(agency.agencyId);
    if (holders.length === 0) continue;
    const faker = fakerFor(`moving:${agency.statId}`);
    for (let back = 12; back >= 1; back--) {
      const month = monthStart(epoch, -back);
      const listDate = isoDay(month);
      const size = Math.max(
        1,
        Math.round(holders.length * MOVING_SHARE * faker.number.float({ min: 0.5, max: 1.5 })),
      );
      const movers = faker.helpers.arrayElements(holders, Math.min(size, holders.length));
      movers.forEach((holder, index) => {
        const moveDate = addDays(month, faker.number.int({ min: 0, max: 27 }));
        const forward = faker.datatype.boolean({ probability: 0.7 })
          ? faker.helpers.arrayElement(placesNear(agency.postalCode))
          : randomPlace(faker, faker.helpers.arrayElement(['WA', 'OR', 'CA', 'TX', 'FL', 'AZ', 'NC']));
        records.push({
          agencyId: agency.agencyId,
          listDate,
          referenceId: `MV${listDate.slice(0, 7).replace('-', '')}${String(index + 1).padStart(4, '0')}`,
          agencyCode: agency.statId,
          recordDate: isoDay(addDays(moveDate, faker.number.int({ min: 1, max: 10 }))),
          policy: holder.policyNumber,
          type: holder.policyType,
          firstName: holder.firstName,
          lastName: holder.lastName,
          addressLine1: holder.addressLine1,
          addressLine2: holder.addressLine2,
          city: holder.city,
          state: holder.state,
          postalCode: holder.postalCode,
          phone: holder.phone,
          forwardAddressLine1: faker.location.streetAddress(),
          forwardCity: forward.city,
          forwardState: forward.state,
          forwardPostalCode: forward.zip,
          forwardPhone: faker.datatype.boolean({ probability: 0.4 }) ? phoneDigits(faker) : undefined,
          moveSource: faker.helpers.arrayElement(MOVE_SOURCES),
          moveType: faker.helpers.arrayElement(MOVE_TYPES),
          moveDate: isoDay(moveDate),
          comments: faker.datatype.boolean({ probability: 0.15 })
            ? 'Forwarding address confirmed'
            : undefined,
        });
      });
      lists.push({ agencyId: agency.agencyId, listDate, statCode: agency.statId, records: movers.length });
    }
  }
  return { lists, records };
}

/**
 * Win Back lists of the current and the `months` - 1 previous months (two unless told): former auto customers of the agency whose
 * policy was cancelled 30 days to 3 years before the list month; mailed on the 13th of the next month.
 */
export function planWinBack(agencies: readonly AgencySeed[], epoch: Date, months = 2): WinBackSeed[] {
  const entries: WinBackSeed[] = [];
  for (const agency of agencies) {
    const count = agency.isOwnerMaster ? 0 : (agency.policyHoldersCount ?? 0);
    if (count === 0) continue;
    const faker = fakerFor(`win-back:${agency.statId}`);
    for (let back = months - 1; back >= 0; back--) {
      const month = monthStart(epoch, -back);
      const listMonth = isoDay(month).slice(0, 7);
      const mailDate = winBackMailDate(addDays(month, 13));
      const size = Math.max(
        2,
        Math.round(count * WIN_BACK_SHARE * faker.number.float({ min: 0.6, max: 1.4 })),
      );
      for (let seq = 1; seq <= size; seq++) {
        const place = faker.helpers.arrayElement(placesNear(agency.postalCode));
        const firstName = faker.person.firstName();
        const lastName = faker.person.lastName();
        entries.push({
          agencyId: agency.agencyId,
          listMonth,
          statCode: agency.statId,
          policyNumber: `X${agency.statId.slice(2)}${listMonth.replace('-', '').slice(2)}${String(seq).padStart(3, '0')}`,
          policyType: 'Auto',
          firstName,
          lastName,
          addressLine1: faker.location.streetAddress(),
          city: place.city,
          state: place.state,
          postalCode: place.zip,
          email: faker.datatype.boolean({ probability: 0.6 })
            ? `${firstName}.${lastName}@mail.example`.toLowerCase()
            : undefined,
          phone: faker.datatype.boolean({ probability: 0.8 }) ? phoneDigits(faker) : undefined,
          cancelDate: isoDay(addDays(month, -faker.number.int({ min: 30, max: 3 * 365 }))),
          customerSinceDate: isoDay(addDays(month, -faker.number.int({ min: 4 * 365, max: 20 * 365 }))),
          mailDate,
        });
      }
    }
  }
  return entries;
}
