import { LEGACY_REDIRECTS, resolveLegacyUrl } from '@msc/shared/rules/legacy-urls';
import { MARKETING_SHORTCUTS, MARKETING_TOPICS } from '@msc/shared/rules/marketing-pages';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './route-table';

/** Where an address lands: the matched routes from the root to the page, by id or path. */
function landing(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches[matches.length - 1];
  return {
    area: matches[1]?.route.id,
    path: leaf?.route.path,
    params: leaf?.params ?? {},
  };
}

/** Spec 1 §2: public and signed-in routes, marketing pages, express order. */
const SIGNED_IN_SPEC_1 = [
  '/',
  '/home',
  '/home?tab=Prospecting',
  '/account',
  '/account/profile',
  '/account/favorites',
  '/account/contacts',
  '/account/payment-info',
  '/account/order-history',
  '/account/order-history?programType=prospecting',
  '/account/downloads',
  '/account/agency-lists',
  '/account/image-library',
  '/account/save-for-later',
  '/account/calendar',
  '/account/order-detail?f-order-details-list-id=1&f-order-details-list-order-num=2',
  '/account/order/01HX?orderNumber=A-1',
  '/products?f-product-search-term=auto&f-program-type=cross-sell&active-tab=marketing',
  '/product/p-1',
  '/cart',
  '/checkout',
  '/checkout/shipping',
  '/checkout/payment',
  '/review',
  '/order-confirmed',
  '/order-confirmed/o-1',
  '/contact-us',
  '/faq',
  '/how-to-videos',
  '/reports',
  '/reports/4',
  '/reports/4/MSC%20Activity',
  '/report/detail/3',
  '/report/detail/3/Annual%20Auto',
  '/my-order-history-lists',
  '/marketing',
  '/grow-your-business',
  '/sell-new-prospects',
  '/promote-an-event',
  '/promote-online-presence',
  '/order-marketing-materials',
  '/increase-retention-add-value',
  '/my-favorite-marketing-materials',
  '/my-favorite-reports',
  '/most-recent-downloads',
  '/auto-insurance-brochures',
  '/home-insurance-brochures',
  '/annual-auto-letter',
  '/insurance-check-up-poster',
  '/customizable-download-step1',
  '/customizable-download-step2',
  '/expressorder/confirmation/p-1',
  '/expressorder/subcodes/b-1',
  '/expressorder/personalization/confirmation/b-1',
  '/expressorder/step-1/b-1',
  '/expressorder/step-1/b-1/os-1',
  '/expressorder/step-2/b-1',
  '/expressorder/step-3/b-1',
  '/expressorder/step-4/b-1',
  '/expressorder/pageflex-return/b-1?DocID=1,2&isLastRecord=true',
  '/expressorder/pageflex-return/b-1/os-1',
  '/manager/products',
  '/manager/discount-codes',
  '/manager/impersonate',
  '/manager/job-runs',
  '/manager/users',
  '/manager/users/owner@demo.local',
  '/manager/audit',
  '/manager/approvals',
];

/** Spec 2 §2: cross-sell, prospecting, retention, personalization, print on demand. */
const SIGNED_IN_SPEC_2 = [
  '/cross-sell',
  '/cross-sell/express-ordering',
  '/cross-sell/step-1',
  '/cross-sell/step-2',
  '/cross-sell/step-3',
  '/cross-sell/step-4',
  '/cross-sell/select-multiple-drops',
  '/cross-sell/view-summary/Cross-Sell-Auto-To-Home',
  '/cross-sell/view-detail/Cross-Sell-Auto-To-Home/1721001?enrollText=Enrolled',
  '/prospecting',
  '/prospecting/select-promote-prospects',
  '/prospecting/step-1',
  '/prospecting/step-2/select-mail-list',
  '/prospecting/step-2/zip-codes',
  '/prospecting/step-3',
  '/prospecting/step-4',
  '/retention',
  '/retention/relationship-marketing',
  '/retention/moving',
  '/retention/moving/list',
  '/retention/win-back',
  '/retention/client-referral',
  '/retention/insurance-check-up',
  '/retention/annual-auto/view-detail/1',
  '/retention/annual-auto/express-ordering',
  '/retention/annual-auto/select-channel',
  '/retention/annual-auto/personalization-sub-codes',
  '/retention/annual-auto/select-sub-codes',
  '/retention/annual-auto/same-personalization',
  '/personalization/save-for-later/confirmation/p-1',
  '/personalization/select-asset',
  '/personalization/select-asset/email',
  '/personalization/select-asset/direct-mail/AP-1?programType=Prospecting&isMultiChannel=false',
  '/personalization/select-channel',
  '/personalization/step-1/os-1/os-1/p-1/?edit=true&channelType=1',
  '/personalization/pageflex-return/os-1/os-1/p-1/false?DocID=9',
  '/personalization/step-2/os-1?docId=9&review=true',
  '/personalization/step-2-review/os-1',
  '/personalization/step-3/os-1',
  '/personalization/step-3-win-back/os-1',
  '/personalization/step-3-review/os-1',
  '/personalization/step-3-drop-date/os-1?review=true',
  '/personalization/step-4/os-1',
  '/personalization/step-4-multi-channel/?parentId=os-1&docId=9',
  '/personalization/prepare-mail-list',
  '/personalization/customize-download?productId=p-1&parentId=os-1',
  '/personalization/customize-download-return?DocID=9&productId=p-1',
  '/personalization/download-customize-asset/cd-1?docId=9&completed=true&isWelcomeKit=false',
  '/print-on-demand/customize-step-1',
  '/print-on-demand/customize-step-2',
  '/print-on-demand/customize-step-3',
];

const PUBLIC = [
  '/sign-in',
  '/sign-in?redirectUrl=%2Fcart',
  '/sso-redirect',
  '/redirect?redirectUrl=%2Fcart',
  '/impersonation-ended',
  '/terms-and-conditions/prospecting',
  '/terms-and-conditions/list-upload',
  '/optout?t=1&i=2&e=3',
  '/OptOutEmail',
  '/EmailOptOut',
  '/optoutacknowledge/1',
  '/optoutacknowledged',
  '/r/AB12CD34EF',
];

describe('route registry', () => {
  it.each(SIGNED_IN_SPEC_1)('spec 1 signed-in route %s is registered behind sign-in', (url) => {
    expect(landing(url).area).toBe('signed-in');
  });

  it.each(SIGNED_IN_SPEC_2)('spec 2 signed-in route %s is registered behind sign-in', (url) => {
    expect(landing(url).area).toBe('signed-in');
  });

  it.each(PUBLIC)('public route %s needs no sign-in', (url) => {
    expect(landing(url).area).toBe('public');
  });

  it('reads the route parameters the spec names', () => {
    expect(landing('/account/order/o-9').params).toMatchObject({ id: 'o-9' });
    expect(landing('/account/contacts/c-1').params).toMatchObject({ section: 'contacts', id: 'c-1' });
    expect(landing('/product/p-1').params).toMatchObject({ id: 'p-1' });
    expect(landing('/checkout/other').params).toMatchObject({ section: 'other' });
    expect(landing('/report/detail/3/Annual%20Auto').params).toMatchObject({ id: '3', name: 'Annual Auto' });
    expect(landing('/expressorder/step-1/b-1/os-2').params).toMatchObject({
      bulkOrderStateId: 'b-1',
      orderStateId: 'os-2',
    });
    expect(landing('/personalization/step-1/os-1/os-0/p-1/').params).toMatchObject({
      id: 'os-1',
      parentId: 'os-0',
      productId: 'p-1',
    });
  });

  it('sends unknown and legacy addresses to the catch-all', () => {
    expect(landing('/no-such-page').area).toBe('catch-all');
    expect(landing('/OrderHistory.aspx').area).toBe('catch-all');
  });

  it.each(Object.keys(LEGACY_REDIRECTS))('legacy address %s redirects to a registered route', (legacy) => {
    const target = resolveLegacyUrl(legacy, '?id=51&keyword=motorcycle');
    expect(target).toBeDefined();
    expect(landing(target!).area).toBe('signed-in');
  });

  const pageOf = (url: string) => {
    const matches = matchRoutes(routes, url) ?? [];
    return matches[matches.length - 1]?.route;
  };
  /** A page of its own (lazy: its route's handle preloads it) or a redirect to one. */
  const isRealPage = (url: string): boolean => {
    const route = pageOf(url);
    if (route?.handle) return true;
    const element = route?.element as { type?: unknown; props?: { to?: string } } | undefined;
    return (
      element?.type === Navigate && typeof element.props?.to === 'string' && isRealPage(element.props.to)
    );
  };
  it.each([...SIGNED_IN_SPEC_1, ...SIGNED_IN_SPEC_2, ...PUBLIC].map((url) => url.split('?')[0]!))(
    '%s has a route of its own, not the catch-all',
    (path) => {
      expect(pageOf(path)?.path).not.toBe('*');
    },
  );

  it.each(MARKETING_TOPICS.flatMap((topic) => topic.links.map((link) => [topic.path, link.to] as const)))(
    'marketing topic %s links to %s, a real page',
    (_topic, to) => {
      expect(landing(to).area).toBe('signed-in');
      expect(isRealPage(to)).toBe(true);
    },
  );

  it.each(Object.keys(MARKETING_SHORTCUTS))('%s lands on a real page', (path) => {
    expect(landing(path).area).toBe('signed-in');
    expect(isRealPage(path)).toBe(true);
  });
});
