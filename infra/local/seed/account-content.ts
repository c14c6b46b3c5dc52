import type { Faker } from '@faker-js/faker';
import type { CalendarEventEntity } from '@msc/functions/data/entities/calendar-event';
import type { CustomDownloadEntity } from '@msc/functions/data/entities/custom-download';
import type { FavoriteProductEntity } from '@msc/functions/data/entities/favorite-product';
import type { ImageEntity } from '@msc/functions/data/entities/image';
import type { MarketingContactEntity } from '@msc/functions/data/entities/marketing-contact';
import type { PaymentMethodEntity } from '@msc/functions/data/entities/payment-method';
import type { ShippingAddressEntity } from '@msc/functions/data/entities/shipping-address';
import type { CreateEntityItem } from 'electrodb';
import type { AgencySeed } from './agencies';
import { randomPlace } from './places';
import type { ProductSeed } from './products';
import { addDays, fakerFor, isoDay, phoneDigits } from './random';
import type { UserSeed } from './users';

export type AddressSeed = CreateEntityItem<typeof ShippingAddressEntity>;
export type ContactSeed = CreateEntityItem<typeof MarketingContactEntity>;
export type ImageSeed = CreateEntityItem<typeof ImageEntity>;
export type PaymentMethodSeed = CreateEntityItem<typeof PaymentMethodEntity>;
export type FavoriteProductSeed = CreateEntityItem<typeof FavoriteProductEntity>;
export type CustomDownloadSeed = CreateEntityItem<typeof CustomDownloadEntity>;
export type CalendarEventSeed = CreateEntityItem<typeof CalendarEventEntity>;

/** How much account content each demo account gets: enough to page through where the spec pages. */
const VOLUME: Record<string, { contacts: number; images: number; cards: number; rich: boolean }> = {
  'agent@demo.local': { contacts: 45, images: 9, cards: 3, rich: true },
  'owner@demo.local': { contacts: 30, images: 15, cards: 3, rich: true },
  'subcode@demo.local': { contacts: 15, images: 4, cards: 2, rich: true },
  'tm@demo.local': { contacts: 12, images: 2, cards: 1, rich: false },
};
// Images are rasterized at seed time: only the demo accounts get them.
const DEFAULT_VOLUME = { contacts: 4, images: 0, cards: 1, rich: false };
const BRANDS = ['Visa', 'MasterCard', 'American Express', 'Discover'];
const IMAGE_NAMES = [
  'Agency logo',
  'Team photo',
  'Office front',
  'Headshot',
  'Community event',
  'Storefront sign',
];

export interface ImageFile {
  key: string;
  name: string;
  color: string;
  /** Library images are real PNGs with WebP thumbnails, as an upload makes them; banners stay SVG. */
  raster?: 'png' | 'thumbnail';
}

/**
 * The account area of each demo account (spec 1 §2 "Account area"): shipping addresses, marketing
 * contacts, images, saved cards, favorites, custom downloads and personal calendar events.
 * `agencyOf` is the agency the account acts for (for addresses and downloads).
 */
export function planAccountContent(
  users: readonly UserSeed[],
  agencyOf: (userName: string) => AgencySeed | undefined,
  products: readonly ProductSeed[],
  epoch: Date,
) {
  const out = {
    addresses: [] as AddressSeed[],
    contacts: [] as ContactSeed[],
    images: [] as ImageSeed[],
    imageFiles: [] as ImageFile[],
    paymentMethods: [] as PaymentMethodSeed[],
    favorites: [] as FavoriteProductSeed[],
    downloads: [] as CustomDownloadSeed[],
    /** The PDFs of the complete downloads, by file key and title. */
    downloadFiles: [] as { key: string; title: string }[],
    events: [] as CalendarEventSeed[],
    paymentCustomerIds: new Map<string, string>(),
  };
  const downloadable = products.filter((product) => product.isCustomizeDownloadble || product.isDownloadble);
  for (const user of users) {
    const volume = VOLUME[user.userName] ?? DEFAULT_VOLUME;
    const faker = fakerFor(`account:${user.userName}`);
    const agency = agencyOf(user.userName);
    const state = agency?.state ?? 'WA';
    const ulid = (daysAgo: number) => faker.string.ulid({ refDate: addDays(epoch, -daysAgo) });
    const addressCount = volume.rich ? 4 : 2;
    for (let index = 0; index < addressCount; index++) {
      const place = randomPlace(faker, state);
      out.addresses.push({
        userName: user.userName,
        addressId: ulid(400 - index * 30),
        name:
          index === 0 ? 'Office' : faker.helpers.arrayElement(['Home', 'Warehouse', 'Event venue', 'Branch']),
        addressee: `${user.firstName} ${user.lastName}`,
        companyName: index === 0 ? agency?.agencyName : undefined,
        addressLine1: faker.location.streetAddress().slice(0, 30),
        city: place.city,
        state: place.state,
        postalCode: place.zip,
        countryCode: 'US',
        phoneNumber: phoneDigits(faker),
        isResidential: index > 0,
        isDefault: index === 0,
        sequence: index,
      });
    }
    for (let index = 0; index < volume.contacts; index++) {
      const place = randomPlace(faker, state);
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      out.contacts.push({
        userName: user.userName,
        contactId: ulid(300 - index),
        firstName,
        lastName,
        title: faker.datatype.boolean({ probability: 0.4 }) ? faker.person.jobTitle() : undefined,
        email: `${firstName}.${lastName}@contact.example`.toLowerCase(),
        phoneNumber: phoneDigits(faker),
        addressLine1: faker.location.streetAddress().slice(0, 30),
        city: place.city,
        state: place.state,
        postalCode: place.zip,
        countryCode: 'US',
        isFavorite: faker.datatype.boolean({ probability: 0.25 }),
      });
    }
    for (let index = 0; index < volume.images; index++) {
      const imageId = ulid(200 - index * 5);
      const key = `images/${user.userName}/${imageId}.png`;
      const thumbnailKey = `images/${user.userName}/${imageId}-thumbnail.webp`;
      const name = `${faker.helpers.arrayElement(IMAGE_NAMES)} ${index + 1}`;
      out.images.push({
        userName: user.userName,
        imageId,
        name,
        s3Key: key,
        thumbnailKey,
        contentType: 'image/png',
        created: addDays(epoch, -(200 - index * 5)).toISOString(),
      });
      const color = faker.color.rgb();
      out.imageFiles.push({ key, name, color, raster: 'png' });
      out.imageFiles.push({ key: thumbnailKey, name, color, raster: 'thumbnail' });
    }
    const customer = `cus_demo${faker.string.alphanumeric(10)}`;
    out.paymentCustomerIds.set(user.userName, customer);
    for (let index = 0; index < volume.cards; index++) {
      // The second card of an account with several has expired; the first is the default.
      const expired = index === 1;
      const year = epoch.getUTCFullYear() + (expired ? -1 : faker.number.int({ min: 1, max: 5 }));
      out.paymentMethods.push({
        userName: user.userName,
        paymentMethodId: ulid(500 - index * 90),
        providerPaymentMethodId: `pm_demo${faker.string.alphanumeric(14)}`,
        providerCustomerId: customer,
        cardBrand: BRANDS[index % BRANDS.length]!,
        last4: faker.string.numeric(4),
        expirationDate: `${year}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`,
        name: `${user.firstName} ${user.lastName}`,
        addressLine1: faker.location.streetAddress().slice(0, 30),
        city: agency?.city ?? 'Seattle',
        state,
        country: 'US',
        isDefault: index === 0,
        created: addDays(epoch, -(500 - index * 90)).toISOString(),
      });
    }
    for (const product of faker.helpers.arrayElements(products, volume.rich ? 10 : 3)) {
      out.favorites.push({
        userName: user.userName,
        productId: product.productId,
        created: addDays(epoch, -faker.number.int({ min: 1, max: 300 })).toISOString(),
      });
    }
    if (volume.rich) planDownloads(faker, user, agency, downloadable, epoch, out);
    planPersonalEvents(faker, user, epoch, out.events);
  }
  return out;
}

function planDownloads(
  faker: Faker,
  user: UserSeed,
  agency: AgencySeed | undefined,
  downloadable: readonly ProductSeed[],
  epoch: Date,
  out: { downloads: CustomDownloadSeed[]; downloadFiles: { key: string; title: string }[] },
) {
  faker.helpers.arrayElements(downloadable, 6).forEach((product, index) => {
    const daysAgo = 180 - index * 25;
    const complete = index % 3 !== 2;
    const title = `${product.name} - ${agency?.agencyName ?? 'My agency'}`;
    const fileKey = complete ? `downloads/${user.userName}/${product.itemNumber}-${index}.pdf` : undefined;
    if (fileKey) out.downloadFiles.push({ key: fileKey, title });
    out.downloads.push({
      userName: user.userName,
      customDownloadId: faker.string.ulid({ refDate: addDays(epoch, -daysAgo) }),
      productId: product.productId,
      itemNumber: product.itemNumber,
      itemName: product.name,
      title,
      agencyId: agency?.agencyId,
      statCode: agency?.statId,
      agencyName: agency?.agencyName,
      pageFlexDocumentId: `DOC${faker.string.numeric(8)}`,
      pageFlexOrderId: complete ? `PFO${faker.string.numeric(8)}` : undefined,
      isWelcomeKit: product.isWelcomeKit ?? false,
      fileKey,
      customizedDate: addDays(epoch, -daysAgo).toISOString(),
    });
  });
}

function planPersonalEvents(faker: Faker, user: UserSeed, epoch: Date, into: CalendarEventSeed[]) {
  const titles = ['Client review', 'Call back prospects', 'Renewal follow-up', 'Team meeting'];
  titles.forEach((title, index) => {
    const start = addDays(epoch, faker.number.int({ min: -20, max: 45 }));
    into.push({
      ownerType: 'user',
      ownerId: user.userName,
      eventId: faker.string.ulid({ refDate: addDays(epoch, -index) }),
      startDate: isoDay(start),
      endDate: isoDay(addDays(start, index === 3 ? 1 : 0)),
      title,
      content: 'Added from the account calendar.',
      class: 'personal',
      type: 'SCHEDULED_EVENTS',
      category: index % 2 === 0 ? 'MAIL_DROP' : 'COLLATERAL_ORDERS',
      createdBy: user.userName,
    });
  });
}
