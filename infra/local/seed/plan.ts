import type { EntityName } from '@msc/functions/platform/db';
import { now } from '@msc/shared/clock';
import { businessToday } from '@msc/shared/rules/business-date';
import { planAccountContent } from './account-content';
import { type AgencySeed, planAgencies } from './agencies';
import { planAgencyContent, planIgnite } from './agency-content';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { planEnrollmentChoices, planOpportunities } from './opportunities';
import { planOrderCalendarEntries, planOrderFigures } from './order-figures';
import { planOrderStates } from './order-states';
import { planOrders } from './orders';
import { countSeedContacts, numberSeedOrders } from './ordinals';
import { type PolicyholderSeed, planPolicyholders } from './policyholders';
import { placeholderSvg, productImageSvg } from './product-image';
import { planProducts } from './products';
import { fakerFor } from './random';
import { planMovingLists, planWinBack } from './retention-lists';
import { planSiteContent } from './site-content';
import { siteFiles } from './site-files';
import { planUsers } from './users';
import type { SeedItem } from './writer';
import { planZipReference } from './zip-reference';

/**
 * The day the demo data is dated around (orders of the weeks before, drops and events of the weeks after):
 * noon UTC of the clock's day in New York, so `npm start` on any date shows a plausible portal and journeys
 * that assume "today" hold. The same day gives the same data (dates, ids) on every machine; a store keeps
 * the epoch it was first seeded with (`seedDemoData` reads it from the marker), so a re-seed overwrites.
 */
export function seedEpoch(at: Date = now()): Date {
  return new Date(`${businessToday(at)}T12:00:00.000Z`);
}

export interface SeedFile {
  key: string;
  body: string;
  contentType: string;
  /**
   * How the body is stored: an SVG rasterized as a PNG, or as a WebP thumbnail made the way uploads make
   * them; a title rendered as a one-page PDF. Unset: the body as it is.
   */
  render?: 'png' | 'thumbnail' | 'pdf';
  /** The assets bucket unless told (custom download files and library images live with the documents). */
  bucket?: 'documents';
}

type Groups = { [N in EntityName]?: Array<SeedItem<N>> };

export interface DemoPlan {
  /** Items per entity, in writing order. */
  groups: Groups;
  /** Objects for the assets bucket (product pictures, banners) and the documents bucket (library images, downloads). */
  files: SeedFile[];
  zipCount: number;
}

/** The printed pieces whose detail page links a sample PDF: brochures and letters. */
const SAMPLE_PDF_FORMATS: ReadonlySet<string> = new Set(['Brochures', 'Letter Templates']);
const hasSamplePdf = (product: { productFormat: string }) => SAMPLE_PDF_FORMATS.has(product.productFormat);
const samplePdfKey = (product: { itemNumber: string }) => `products/${product.itemNumber}.pdf`;

/** Every demo item, computed without I/O: the same options give the same plan. */
export function planDemoData({ epoch = seedEpoch(), scale = 1 } = {}): DemoPlan {
  const agencyPlan = planAgencies(fakerFor('agencies'), scale);
  const { users, memberships } = planUsers(fakerFor('users'), agencyPlan);
  const products = planProducts(epoch);
  const byId = new Map(agencyPlan.agencies.map((agency) => [agency.agencyId, agency]));
  const agenciesOf = (userName: string): AgencySeed[] =>
    memberships.filter((entry) => entry.userName === userName).map((entry) => byId.get(entry.agencyId)!);
  const agencyOf = (userName: string): AgencySeed | undefined => {
    const user = users.find((candidate) => candidate.userName === userName);
    return byId.get(user?.defaultAgencyId ?? 0) ?? agenciesOf(userName)[0];
  };

  const enrolled = planEnrollmentChoices(agencyPlan.agencies);
  const { policyholders, stats } = planPolicyholders(
    agencyPlan.agencies,
    epoch,
    (agency) => enrolled.get(agency.agencyId) ?? new Set(),
  );
  const holdersByAgency = new Map<number, PolicyholderSeed[]>();
  for (const holder of policyholders) {
    const list = holdersByAgency.get(holder.agencyId);
    if (list) list.push(holder);
    else holdersByAgency.set(holder.agencyId, [holder]);
  }
  const holdersOf = (agencyId: number) => holdersByAgency.get(agencyId) ?? [];
  const { opportunities, enrollments } = planOpportunities(agencyPlan, stats, enrolled, epoch);
  const moving = planMovingLists(agencyPlan.agencies, holdersOf, epoch);
  const winBack = planWinBack(agencyPlan.agencies, epoch);

  // Content for the accounts people sign in with, and a few agents for the staff views.
  const demoNames = DEMO_ACCOUNTS.map((account) => account.email);
  const agents = users.filter((user) => user.userName.endsWith('@agents.example')).slice(0, 6);
  const contentUsers = [...users.filter((user) => demoNames.includes(user.userName)), ...agents];
  const account = planAccountContent(contentUsers, agencyOf, products, epoch);
  const owner = { userName: 'owner@demo.local', agency: agencyPlan.ownerMasters[0]! };
  const ownerSubCodes = agencyPlan.subCodes.filter((sub) => sub.ownerMasterId === owner.agency.agencyId);
  const demoAgencies = [
    ...new Set([...contentUsers.flatMap((user) => agenciesOf(user.userName)), ...ownerSubCodes.slice(0, 3)]),
  ];
  const listOwners = [
    ...agenciesOf('agent@demo.local')
      .slice(0, 2)
      .map((agency) => ({ userName: 'agent@demo.local', agency })),
    owner,
    { userName: 'subcode@demo.local', agency: agencyOf('subcode@demo.local')! },
  ];
  const agencyContent = planAgencyContent(demoAgencies, listOwners, epoch);
  const orderAccounts = contentUsers
    .filter((user) => agenciesOf(user.userName).length > 0)
    .map((user) => ({
      userName: user.userName,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      agencies:
        user.userName === owner.userName
          ? [owner.agency, ...ownerSubCodes.filter((sub) => (sub.policyHoldersCount ?? 0) > 0)]
          : agenciesOf(user.userName),
    }));
  const orders = planOrders(orderAccounts, products, holdersOf, epoch);
  const history = numberSeedOrders(orders.orders, orders.rows);
  const stateAccounts = ['agent@demo.local', 'owner@demo.local', 'subcode@demo.local'].map((userName) => ({
    userName,
    agency: agencyOf(userName)!,
  }));
  const orderStates = planOrderStates(stateAccounts, products, { ...owner, subCodes: ownerSubCodes }, epoch);
  const site = planSiteContent(epoch, ['agent@demo.local', 'owner@demo.local', 'subcode@demo.local']);
  const zips = planZipReference();

  for (const user of users) user.paymentCustomerId = account.paymentCustomerIds.get(user.userName);
  const groups: Groups = {
    agency: agencyPlan.agencies,
    user: users,
    agencyMembership: memberships,
    product: products.map((product) => ({
      ...product,
      imageKey: `products/${product.itemNumber}.svg`,
      pdfKey: hasSamplePdf(product) ? samplePdfKey(product) : undefined,
    })),
    siteConfig: [site.siteConfig],
    reportGroup: site.reportGroups,
    report: site.reports,
    favoriteReport: site.favoriteReports,
    announcement: site.announcements,
    banner: site.banners,
    discountCode: site.discountCodes,
    feedback: site.feedback,
    optOut: [...site.optOuts, ...zips.doNotMail],
    calendarEvent: [...site.events, ...account.events, ...agencyContent.events],
    igniteDetails: planIgnite(agencyPlan.ownerMasters, epoch),
    shippingAddress: account.addresses,
    marketingContact: account.contacts,
    contactCounter: countSeedContacts(account.contacts),
    image: account.images,
    paymentMethod: account.paymentMethods,
    favoriteProduct: account.favorites,
    customDownload: account.downloads,
    agencyEmail: agencyContent.emails,
    mailList: agencyContent.lists,
    mailListContact: agencyContent.contacts,
    upload: agencyContent.uploads,
    orderState: orderStates.states,
    bulkOrderState: orderStates.bulkOrderStates,
    order: history.orders,
    orderCounter: history.counters,
    orderHistoryFacets: history.facets,
    orderHistoryTally: history.tallies,
    orderItem: orders.items,
    orderNumber: orders.numbers,
    orderDetailRow: orders.rows,
    orderFigure: planOrderFigures(orders.orders, orders.items, epoch),
    orderCalendarEntry: planOrderCalendarEntries(orders.orders, orders.items),
    opportunity: opportunities,
    enrollment: enrollments,
    movingList: moving.lists,
    movingRecord: moving.records,
    winBackEntry: winBack,
    zipCodeArea: zips.areas,
    zipCodeCell: zips.cells,
    policyholder: policyholders,
  };
  const files: SeedFile[] = [
    ...products.map((product) => ({
      key: `products/${product.itemNumber}.svg`,
      body: productImageSvg(product),
      contentType: 'image/svg+xml',
    })),
    ...site.bannerFiles.map((file) => ({
      key: file.key,
      body: placeholderSvg(file.name, file.color),
      contentType: 'image/svg+xml',
      render: 'raster' in file ? file.raster : undefined,
    })),
    // Library images are private: the documents bucket, as uploads store them (images/image-files.ts).
    ...account.imageFiles.map((file) => ({
      key: file.key,
      body: placeholderSvg(file.name, file.color),
      contentType: 'image/svg+xml',
      render: file.raster,
      bucket: 'documents' as const,
    })),
    ...siteFiles(),
    // The sample PDF product detail links to (spec 1 §2 "PDF url").
    ...products.filter(hasSamplePdf).map((product) => ({
      key: samplePdfKey(product),
      body: product.name,
      contentType: 'application/pdf',
      render: 'pdf' as const,
    })),
    ...account.downloadFiles.map((file) => ({
      key: file.key,
      body: file.title,
      contentType: 'application/pdf',
      render: 'pdf' as const,
      bucket: 'documents' as const,
    })),
  ];
  return { groups, files, zipCount: zips.zipCount };
}
