import type { AnnouncementEntity } from '@msc/functions/data/entities/announcement';
import type { BannerEntity } from '@msc/functions/data/entities/banner';
import type { DiscountCodeEntity } from '@msc/functions/data/entities/discount-code';
import type { FavoriteReportEntity } from '@msc/functions/data/entities/favorite-report';
import type { FeedbackEntity } from '@msc/functions/data/entities/feedback';
import type { OptOutEntity } from '@msc/functions/data/entities/opt-out';
import type { ReportEntity, ReportGroupEntity } from '@msc/functions/data/entities/report';
import type { SiteConfigEntity } from '@msc/functions/data/entities/site-config';
import { suppressionKey } from '@msc/functions/data/suppression-key';
import { ReportGroupType } from '@msc/shared/model/enums';
import type { CreateEntityItem } from 'electrodb';
import type { CalendarEventSeed } from './account-content';
import { IGNITE_TIER_CODES } from './agency-content';
import { addDays, fakerFor, isoDay } from './random';
import { HOW_TO_VIDEOS, SITE_LINKS } from './site-files';

/** Report 3 is Annual Auto (the old report 51 maps to it); the Win Back page links to WIN_BACK_REPORT_ID. */
export const WIN_BACK_REPORT_ID = '12';
const REPORTS: Array<[type: number, id: string, name: string, description: string]> = [
  [ReportGroupType.ProgramReports, '3', 'Annual Auto', '6-month auto policies that could convert to annual'],
  [
    ReportGroupType.ProgramReports,
    WIN_BACK_REPORT_ID,
    'Win Back Auto Customer List',
    'Former auto customers of the last 3 years',
  ],
  [
    ReportGroupType.ProgramReports,
    '15',
    'Cross-sell Results',
    'Responses and new policies from cross-sell mailings',
  ],
  [ReportGroupType.MSCActivity, '21', 'Order Activity', 'Orders placed by month and program'],
  [ReportGroupType.MSCActivity, '22', 'Spend by Program', 'What the agency spent per program and channel'],
  [ReportGroupType.MSCActivity, '23', 'Campaign Response', 'Calls and quotes after each drop'],
  [ReportGroupType.MSCActivity, '24', 'Moving Customers', 'Moving list records and outcomes'],
  [ReportGroupType.AdminReports, '31', 'Agency Enrollment', 'Automated cross-sell enrollment by agency'],
  [ReportGroupType.AdminReports, '32', 'Ignite Usage', 'Incentive usage and remaining mailings by tier'],
  [ReportGroupType.AdminReports, '33', 'User Activity', 'Sign-ins and orders by user'],
  [
    ReportGroupType.AdminReports,
    '34',
    'Impersonation Audit',
    'Sessions started by staff, with their actions',
  ],
  [ReportGroupType.AdminReports, '35', 'Product Performance', 'Orders and units by product'],
  [ReportGroupType.AdminReports, '36', 'Discount Codes', 'Codes applied and their totals'],
  [ReportGroupType.AdminReports, '37', 'Failed Uploads', 'List uploads with rejected records'],
];

const ANNOUNCEMENTS: Array<[title: string, body: string]> = [
  [
    'New: Express Ordering for owner masters',
    '<p>Owner masters can now place one cross-sell order for <strong>all their sub codes</strong> at once. Look for <em>Express Order</em> on the auto-to-home letters.</p>',
  ],
  [
    'Holiday mail schedule',
    '<p>Drops scheduled between <strong>December 22</strong> and <strong>January 2</strong> mail on the next business day.</p><ul><li>Plan seasonal cards early</li><li>Allow up to 10 days for in-home delivery</li></ul>',
  ],
  [
    'Win Back lists refreshed',
    "<p>This month's Win Back list is ready. Letters mail on the <strong>13th</strong>; order by the 10th to make the drop.</p>",
  ],
  [
    'Pro tip: email plus direct mail',
    '<p>Pairing an email with your direct-mail drop can raise conversion by up to <strong>35%</strong>. Choose <em>multi-channel</em> when you personalize.</p>',
  ],
];

const BANNERS: Array<[name: string, link: string, color: string]> = [
  ['Cross-sell season', '/cross-sell', '#0b5394'],
  ['Grow with prospecting', '/prospecting', '#38761d'],
  ['Keep customers for life', '/retention', '#990000'],
];

/** The nth weekday (0 Sunday) of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return isoDay(last);
  }
  const first = new Date(Date.UTC(year, month, 1));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  return isoDay(first);
}

function nationalEvents(year: number): CalendarEventSeed[] {
  const days: Array<[string, string, string?]> = [
    [`${year}-01-01`, "New Year's Day"],
    [nthWeekday(year, 0, 1, 3), 'Martin Luther King Jr. Day'],
    [nthWeekday(year, 1, 1, 3), "Presidents' Day"],
    [nthWeekday(year, 4, 1, -1), 'Memorial Day'],
    [`${year}-06-01`, 'National Safety Month', `${year}-06-30`],
    [`${year}-06-28`, 'National Insurance Awareness Day'],
    [`${year}-07-04`, 'Independence Day'],
    [nthWeekday(year, 8, 1, 1), 'Labor Day'],
    [`${year}-09-01`, 'National Preparedness Month', `${year}-09-30`],
    [`${year}-10-01`, 'Fire Prevention Month', `${year}-10-31`],
    [nthWeekday(year, 10, 4, 4), 'Thanksgiving Day'],
    [`${year}-12-25`, 'Christmas Day'],
  ];
  return days.map(([startDate, title, endDate]) => ({
    ownerType: 'national',
    ownerId: 'all',
    eventId: `${startDate}-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    startDate,
    endDate: endDate ?? startDate,
    title,
    class: 'national',
    type: 'NATIONAL_EVENTS',
    category: 'MAIL_DROP',
  }));
}

/** Reports, announcements, banners, discount codes, site configuration and national events. */
export function planSiteContent(epoch: Date, reportFans: readonly string[]) {
  const faker = fakerFor('site-content');
  const year = epoch.getUTCFullYear();
  const reportGroups: Array<CreateEntityItem<typeof ReportGroupEntity>> = [
    { reportGroupType: ReportGroupType.ProgramReports, name: 'Program Reports', sortOrder: 1 },
    { reportGroupType: ReportGroupType.MSCActivity, name: 'MSC Activity', sortOrder: 2 },
    { reportGroupType: ReportGroupType.AdminReports, name: 'Admin Reports', sortOrder: 3 },
  ];
  const reports: Array<CreateEntityItem<typeof ReportEntity>> = REPORTS.map(
    ([type, reportId, name, description], index) => ({
      reportId,
      reportGroupType: type,
      name,
      description,
      externalUrl: `https://reports.msc.example/embed/${name.toLowerCase().replaceAll(' ', '-')}`,
      category: (index % 6) + 1,
      sortOrder: index,
    }),
  );
  const favoriteReports: Array<CreateEntityItem<typeof FavoriteReportEntity>> = reportFans.flatMap(
    (userName) =>
      ['3', WIN_BACK_REPORT_ID, '21'].map((reportId, index) => ({
        userName,
        reportId,
        created: addDays(epoch, -30 + index).toISOString(),
      })),
  );
  const announcements: Array<CreateEntityItem<typeof AnnouncementEntity>> = ANNOUNCEMENTS.map(
    ([title, body], index) => ({
      announcementId: `A${String(index + 1).padStart(3, '0')}`,
      title,
      body,
      startDate: isoDay(addDays(epoch, -60 + index * 15)),
      endDate: isoDay(addDays(epoch, 120)),
      audienceRoles: index === 0 ? ['Agent', 'TM', 'RM'] : [],
    }),
  );
  const banners: Array<CreateEntityItem<typeof BannerEntity>> = BANNERS.map(([name, linkUrl], index) => ({
    bannerId: `B${index + 1}`,
    sortOrder: index + 1,
    name,
    imageKey: `banners/B${index + 1}.svg`,
    linkUrl,
    altText: name,
    isActive: true,
  }));
  const discountCodes: Array<CreateEntityItem<typeof DiscountCodeEntity>> = [
    {
      code: 'WELCOME10',
      name: 'Welcome 10% off',
      discountType: 'percent',
      value: 10,
      validFrom: `${year}-01-01`,
      validTo: `${year + 1}-12-31`,
    },
    {
      code: 'SHIP5',
      name: '$5 off shipping',
      discountType: 'amount',
      value: 500,
      validFrom: `${year}-06-01`,
      validTo: `${year + 1}-06-30`,
    },
    {
      code: 'SPRING25',
      name: 'Spring 25% off',
      discountType: 'percent',
      value: 25,
      validFrom: `${year - 1}-03-01`,
      validTo: `${year - 1}-05-31`,
    },
    {
      code: 'FALLPROMO',
      name: 'Fall promotion',
      discountType: 'amount',
      value: 1500,
      validFrom: `${year - 1}-09-01`,
      validTo: `${year - 1}-11-30`,
      isActive: false,
    },
    {
      code: 'NEXTYEAR',
      name: 'Next year early bird',
      discountType: 'percent',
      value: 15,
      validFrom: `${year + 1}-01-01`,
      validTo: `${year + 1}-03-31`,
    },
    ...Object.entries(IGNITE_TIER_CODES).map(([tier, terms]) => ({
      code: terms.code,
      name: `${tier} incentive`,
      discountType: terms.free ? ('freeMailing' as const) : ('percent' as const),
      value: terms.free ?? Math.round((terms.rate ?? 0) * 100),
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
      igniteTier: tier,
    })),
  ];
  const siteConfig: CreateEntityItem<typeof SiteConfigEntity> = {
    configId: 'site',
    feedbackQuestions: [
      { id: 'Q1', description: 'How easy was it to find what you needed?', type: 1 },
      { id: 'Q2', description: 'How satisfied are you with the portal overall?', type: 1 },
      { id: 'Q3', description: 'How likely are you to recommend the portal to a colleague?', type: 1 },
      { id: 'Q4', description: 'How easy was it to place your order?', type: 2 },
      { id: 'Q5', description: 'How satisfied are you with the personalization tools?', type: 2 },
      { id: 'Q6', description: 'How clear was the pricing of your order?', type: 2 },
    ],
    supportPhoneNumber: '800-555-0142',
    helpDeskPhoneNumber: '800-555-0199',
    links: SITE_LINKS,
    howToVideos: HOW_TO_VIDEOS,
    updated: epoch.toISOString(),
  };
  const feedback: Array<CreateEntityItem<typeof FeedbackEntity>> = reportFans.map((userName, index) => ({
    userName,
    feedbackId: faker.string.ulid({ refDate: addDays(epoch, -10 - index) }),
    feedbackType: (index % 2) + 1,
    answers: (index % 2 === 0 ? ['Q1', 'Q2', 'Q3'] : ['Q4', 'Q5', 'Q6']).map((id) => ({
      feedbackQuestionsId: id,
      feedbackValue: faker.number.int({ min: 3, max: 5 }),
    })),
    comments: index === 0 ? 'Finding the cross-sell lists is much easier now.' : undefined,
    created: addDays(epoch, -10 - index).toISOString(),
  }));
  const optOuts: Array<CreateEntityItem<typeof OptOutEntity>> = Array.from({ length: 5 }, (_, index) => ({
    suppressionKey: suppressionKey(`moved.customer${index + 1}@mail.example`),
    source: 'moving-email',
    optedOutAt: addDays(epoch, -index * 9).toISOString(),
  }));
  const events = [...nationalEvents(year), ...nationalEvents(year + 1)];
  return {
    reportGroups,
    reports,
    favoriteReports,
    announcements,
    banners,
    bannerFiles: BANNERS.map(([name, , color], index) => ({ key: `banners/B${index + 1}.svg`, name, color })),
    discountCodes,
    siteConfig,
    feedback,
    optOuts,
    events,
  };
}
