import { CAMPAIGN_WIZARD_ADDRESSES } from '@msc/shared/rules/campaign-wizard-addresses';
import type { RouteObject } from 'react-router';
import { crossSellPages } from '#features/cross-sell/pages';
import { downloadsPages } from '#features/downloads/pages';
import { personalizationPages } from '#features/personalization/pages';
import { printOnDemandPages } from '#features/print-on-demand/pages';
import { prospectingPages } from '#features/prospecting/pages';
import { retentionPages } from '#features/retention/pages';
import { paths } from '#lib/paths';
import { pageRoute } from './route-helpers';

/** Spec 2 §2: the signed-in campaign and personalization routes. */
export const campaignRoutes: RouteObject[] = [
  pageRoute(paths.crossSell, crossSellPages.crossSell),
  pageRoute(paths.crossSellExpressOrdering, crossSellPages.expressOrdering),
  pageRoute(paths.crossSellViewSummary, crossSellPages.viewSummary),
  pageRoute(paths.crossSellViewDetail, crossSellPages.viewDetail),
  pageRoute(paths.retention, retentionPages.retention),
  pageRoute(paths.moving, retentionPages.moving),
  pageRoute(paths.movingList, retentionPages.movingList),
  pageRoute(paths.relationshipMarketing, retentionPages.relationshipMarketing),
  pageRoute(paths.winBack, retentionPages.winBack),
  pageRoute(paths.clientReferral, retentionPages.clientReferral),
  pageRoute(paths.insuranceCheckUp, retentionPages.insuranceCheckUp),
  pageRoute(paths.renewalList, retentionPages.renewalList),
  pageRoute(paths.annualAutoExpressOrdering, retentionPages.annualAutoExpressOrdering),
  pageRoute(paths.annualAutoSelectChannel, retentionPages.annualAutoSelectChannel),
  pageRoute(paths.annualAutoSelectSubCodes, retentionPages.annualAutoSelectSubCodes),
  pageRoute(paths.annualAutoSamePersonalization, retentionPages.annualAutoSamePersonalization),
  pageRoute(paths.annualAutoPersonalizationSubCodes, retentionPages.annualAutoPersonalizationSubCodes),
  pageRoute(paths.prospecting, prospectingPages.prospecting),
  pageRoute(paths.promoteProspects, prospectingPages.promoteProspects),
  pageRoute(paths.prospectingZipCodes, prospectingPages.zipCodes),
  pageRoute(paths.customizeDownload, downloadsPages.customizeDownload),
  pageRoute(paths.customizeDownloadReturn, downloadsPages.customizeDownloadReturn),
  pageRoute(paths.downloadCustomizeAsset, downloadsPages.downloadCustomizeAsset),
  pageRoute(paths.saveForLaterConfirmation, personalizationPages.startOrder),
  pageRoute(paths.selectChannel, personalizationPages.selectChannel),
  pageRoute(paths.selectAsset, personalizationPages.selectAsset),
  pageRoute(paths.personalizationStep1, personalizationPages.personalize),
  pageRoute(paths.documentReturn, personalizationPages.documentReturn),
  pageRoute(paths.mailSchedule, personalizationPages.mailSchedule),
  pageRoute(paths.mailScheduleDropDate, personalizationPages.mailSchedule),
  pageRoute(paths.winBackSchedule, personalizationPages.winBackSchedule),
  pageRoute(paths.personalizationReview, personalizationPages.review),
  pageRoute(paths.multiChannelReview, personalizationPages.multiChannelReview),
  pageRoute(paths.personalizationStep2, personalizationPages.step2),
  pageRoute(paths.personalizationStep2Review, personalizationPages.step2Review),
  pageRoute(paths.subscriptionReview, personalizationPages.subscriptionReview),
  pageRoute(paths.prepareMailList, personalizationPages.prepareMailList),
  // The cross-sell and prospecting wizards' addresses open the same flow (query id = the order state).
  ...CAMPAIGN_WIZARD_ADDRESSES.map((address) => pageRoute(address, personalizationPages.campaignWizard)),
  // Print on demand
  pageRoute(paths.printOnDemandStep1, printOnDemandPages.customizeStep1),
  pageRoute(paths.printOnDemandStep2, printOnDemandPages.customizeStep2),
  pageRoute(paths.printOnDemandStep3, printOnDemandPages.customizeStep3),
];
