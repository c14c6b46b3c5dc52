import { ChannelType } from '../model/enum-values';
import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import type { CampaignWizard, WizardStep } from './campaign-wizard-addresses';
import { personalizationStep1Path } from './order-state-routing';
import { withQuery } from './route-url';

export {
  CAMPAIGN_WIZARD_ADDRESSES,
  type CampaignWizard,
  campaignWizardStepOf,
  type WizardStep,
} from './campaign-wizard-addresses';

/**
 * Where a wizard starts without an order state: a do-it-yourself cross-sell order by choosing the letter
 * (direct mail) to personalize; a prospecting order by choosing the line of business to promote.
 */
const WIZARD_START: Record<CampaignWizard, string> = {
  'cross-sell': withQuery(pathTo(paths.selectAsset), {
    programType: 'CrossSell',
    channelType: ChannelType.DirectMail,
    isMultiChannel: false,
  }),
  prospecting: paths.promoteProspects,
};

/** The query value that opens the mail schedule on "over several dates" (select-multiple-drops). */
export const MULTIPLE_DROPS_QUERY = { drops: 'multiple' } as const;

/** Where a wizard address leads: the step of the order state, or the wizard's start without one. */
export function campaignWizardPath(
  wizard: CampaignWizard,
  step: WizardStep,
  orderState?: { id: string; parentId?: string | null; productId: string } | null,
): string {
  if (!orderState) return WIZARD_START[wizard];
  const id = orderState.id;
  switch (step) {
    case 'step-1':
      return personalizationStep1Path({
        orderStateId: orderState.id,
        parentId: orderState.parentId,
        productId: orderState.productId,
        query: { edit: true },
      });
    case 'step-2':
      return pathTo(paths.personalizationStep2, { id });
    case 'step-3':
      return pathTo(paths.mailSchedule, { id });
    case 'select-multiple-drops':
      return withQuery(pathTo(paths.mailSchedule, { id }), MULTIPLE_DROPS_QUERY);
    case 'step-4':
      return pathTo(paths.personalizationReview, { id });
  }
}
