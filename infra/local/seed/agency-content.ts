import type { AgencyEmailEntity } from '@msc/functions/data/entities/agency-email';
import type { IgniteDetailsEntity } from '@msc/functions/data/entities/ignite-details';
import type { MailListContactEntity, MailListEntity } from '@msc/functions/data/entities/mail-list';
import type { UploadEntity } from '@msc/functions/data/entities/upload';
import { IGNITE_TIERS } from '@msc/shared/model/ignite';
import type { CreateEntityItem } from 'electrodb';
import type { CalendarEventSeed } from './account-content';
import type { AgencySeed } from './agencies';
import { placesNear } from './places';
import { addDays, fakerFor, isoDay, phoneDigits } from './random';

export type AgencyEmailSeed = CreateEntityItem<typeof AgencyEmailEntity>;
export type IgniteSeed = CreateEntityItem<typeof IgniteDetailsEntity>;
export type MailListSeed = CreateEntityItem<typeof MailListEntity>;
export type MailListContactSeed = CreateEntityItem<typeof MailListContactEntity>;
export type UploadSeed = CreateEntityItem<typeof UploadEntity>;

const PROGRAMS = ['CrossSell', 'Prospecting', 'Retention', 'WinBack', 'AnnualAuto'];
const EVENT_TITLES = [
  'Cross-sell letters drop',
  'Brochure order arrives',
  'Prospecting postcards drop',
  'Open house',
];
const LIST_NAMES = [
  'Chamber of Commerce members',
  'Open house sign-ups',
  'Referral partners',
  'Little league parents',
];

/** Free-mailing tiers count mailings; Launch and Partner give reductionRate × 100 percent off. */
const TIER_TERMS: Record<(typeof IGNITE_TIERS)[number], { code: string; free?: number; rate?: number }> = {
  Advantage: { code: 'IGNITE-ADV', free: 2 },
  'Advantage Plus': { code: 'IGNITE-ADVP', free: 4 },
  Launch: { code: 'IGNITE-LAUNCH', rate: 0.15 },
  'Launch Plus': { code: 'IGNITE-LAUNCHP', free: 3 },
  Partner: { code: 'IGNITE-PARTNER', rate: 0.25 },
  'Partner Plus': { code: 'IGNITE-PARTNERP', free: 6 },
};
export const IGNITE_TIER_CODES = TIER_TERMS;

/** Ignite details of every owner master, cycling through all six tiers. */
export function planIgnite(ownerMasters: readonly AgencySeed[], epoch: Date): IgniteSeed[] {
  return ownerMasters.map((agency, index) => {
    const tier = IGNITE_TIERS[index % IGNITE_TIERS.length]!;
    const terms = TIER_TERMS[tier];
    const usage = (index * 2) % 5;
    return {
      agencyId: agency.agencyId,
      statId: agency.statId,
      igniteStatus: tier,
      subTier: index >= IGNITE_TIERS.length ? 'Rising' : undefined,
      discountCode: terms.code,
      discountShortCode: terms.code.replace('IGNITE-', ''),
      discountName: `${tier} incentive`,
      discountDescription: terms.free
        ? `${terms.free} free mailings this year`
        : `${Math.round((terms.rate ?? 0) * 100)}% off direct mail`,
      discountValue: terms.free ?? Math.round((terms.rate ?? 0) * 100),
      usage,
      remaining: terms.free ? Math.max(0, terms.free - usage) : 0,
      reductionRate: terms.rate ?? 0,
      updated: epoch.toISOString(),
    };
  });
}

/**
 * Agency email preferences and agency calendar events of the demo accounts' agencies, and the uploaded
 * lists of the demo agents (with their upload records).
 */
export function planAgencyContent(
  agencies: readonly AgencySeed[],
  listOwners: ReadonlyArray<{ userName: string; agency: AgencySeed }>,
  epoch: Date,
) {
  const emails: AgencyEmailSeed[] = [];
  const events: CalendarEventSeed[] = [];
  for (const agency of agencies) {
    const faker = fakerFor(`agency-content:${agency.statId}`);
    const segment = agency.companySegment?.[0]?.companySegmentId ?? 0;
    for (let index = 0; index < 3; index++) {
      const name = index === 0 ? 'Front desk' : faker.person.fullName();
      emails.push({
        agencyId: agency.agencyId,
        emailId: faker.string.ulid({ refDate: addDays(epoch, -300 + index) }),
        companySegmentId: index === 2 ? 0 : segment,
        name,
        email: faker.internet.email({ provider: 'agency.example' }).toLowerCase(),
        programs: faker.helpers.arrayElements(PROGRAMS, { min: 1, max: 3 }),
      });
    }
    EVENT_TITLES.forEach((title, index) => {
      const start = addDays(epoch, faker.number.int({ min: -25, max: 60 }));
      events.push({
        ownerType: 'agency',
        ownerId: String(agency.agencyId),
        eventId: faker.string.ulid({ refDate: addDays(epoch, -index) }),
        startDate: isoDay(start),
        endDate: isoDay(addDays(start, index === 3 ? 2 : 0)),
        title,
        class: 'agency',
        type: 'AGENCY_EVENTS',
        category: index === 1 ? 'COLLATERAL_ORDERS' : 'MAIL_DROP',
      });
    });
  }

  const lists: MailListSeed[] = [];
  const contacts: MailListContactSeed[] = [];
  const uploads: UploadSeed[] = [];
  for (const { userName, agency } of listOwners) {
    const faker = fakerFor(`mail-lists:${userName}:${agency.statId}`);
    LIST_NAMES.slice(0, 3).forEach((name, index) => {
      const created = addDays(epoch, -(240 - index * 70));
      const mailListId = faker.string.ulid({ refDate: created });
      const uploadId = faker.string.ulid({ refDate: created });
      const size = faker.number.int({ min: 25, max: 140 });
      for (let row = 1; row <= size; row++) {
        const place = faker.helpers.arrayElement(placesNear(agency.postalCode));
        const firstName = faker.person.firstName();
        const lastName = faker.person.lastName();
        contacts.push({
          agencyId: agency.agencyId,
          mailListId,
          rowNumber: row,
          contact: {
            firstName,
            lastName,
            addressLine1: faker.location.streetAddress().slice(0, 30),
            city: place.city,
            state: place.state,
            postalCode: place.zip,
            phone: faker.datatype.boolean({ probability: 0.5 }) ? phoneDigits(faker) : undefined,
            email: faker.datatype.boolean({ probability: 0.5 })
              ? `${firstName}.${lastName}@list.example`.toLowerCase()
              : undefined,
          },
        });
      }
      lists.push({
        agencyId: agency.agencyId,
        mailListId,
        userName,
        name,
        mailListContactsCount: size,
        uploadId,
        created: created.toISOString(),
      });
      uploads.push({
        userName,
        uploadId,
        kind: 'mailList',
        agencyId: agency.agencyId,
        fileName: `${name.toLowerCase().replaceAll(' ', '-')}.xlsx`,
        s3Key: `uploads/${userName}/${uploadId}.xlsx`,
        status: 'summarized',
        total: size + 2,
        success: size,
        failed: 2,
        created: created.toISOString(),
        updated: created.toISOString(),
      });
    });
  }
  return { emails, events, lists, contacts, uploads };
}
