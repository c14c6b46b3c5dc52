import { ChannelType } from '../model/enum-values';
import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { personalizationStep1Path } from './order-state-routing';
import { withQuery } from './route-url';

/**
 * The campaigns' do-it-yourself wizards (spec 2 §2: cross-sell "Program steps 1 to 4" and
 * select-multiple-drops; prospecting step 1, step 2 select mail list, step 3 mail schedule, step 4 review)
 * are the personalization flow seen through campaign addresses: /{campaign}/{step}?id={orderStateId} opens
 * the same step of that order state, so the flow, its rules and its pages exist once.
 */
export type WizardStep = 'step-1' | 'step-2' | 'step-3' | 'select-multiple-drops' | 'step-4';

/** Each wizard's addresses and the flow step each opens. */
const WIZARD_STEPS = {
  'cross-sell': [
    [paths.crossSellStep1, 'step-1'],
    [paths.crossSellStep2, 'step-2'],
    [paths.crossSellStep3, 'step-3'],
    [paths.crossSellSelectMultipleDrops, 'select-multiple-drops'],
    [paths.crossSellStep4, 'step-4'],
  ],
  prospecting: [
    [paths.prospectingStep1, 'step-1'],
    [paths.prospectingSelectMailList, 'step-2'],
    [paths.prospectingStep3, 'step-3'],
    [paths.prospectingStep4, 'step-4'],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, WizardStep]>>;

export type CampaignWizard = keyof typeof WIZARD_STEPS;

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

const wizardEntries = () =>
  Object.entries(WIZARD_STEPS).flatMap(([wizard, steps]) =>
    steps.map(([address, step]) => ({ wizard: wizard as CampaignWizard, address: address as string, step })),
  );

/** Every wizard address, for the router. */
export const CAMPAIGN_WIZARD_ADDRESSES: readonly string[] = wizardEntries().map((entry) => entry.address);

/** The query value that opens the mail schedule on "over several dates" (select-multiple-drops). */
export const MULTIPLE_DROPS_QUERY = { drops: 'multiple' } as const;

/** The wizard and flow step of a wizard address (trailing slash and letter case aside). */
export function campaignWizardStepOf(
  pathname: string,
): { wizard: CampaignWizard; step: WizardStep } | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const found = wizardEntries().find((entry) => entry.address === path);
  return found ? { wizard: found.wizard, step: found.step } : undefined;
}

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
