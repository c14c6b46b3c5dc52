import { paths } from '../routes/paths';

/**
 * The campaigns' do-it-yourself wizards (spec 2 §2: cross-sell "Program steps 1 to 4" and
 * select-multiple-drops; prospecting step 1, step 2 select mail list, step 3 mail schedule, step 4 review)
 * are the personalization flow seen through campaign addresses: /{campaign}/{step}?id={orderStateId} opens
 * the same step of that order state, so the flow, its rules and its pages exist once. The addresses are
 * here, apart from where they lead (`campaign-wizard.ts`): the route table needs only them, and the
 * routing rules behind the targets stay out of the first script.
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

const wizardEntries = () =>
  Object.entries(WIZARD_STEPS).flatMap(([wizard, steps]) =>
    steps.map(([address, step]) => ({ wizard: wizard as CampaignWizard, address: address as string, step })),
  );

/** Every wizard address, for the router. */
export const CAMPAIGN_WIZARD_ADDRESSES: readonly string[] = wizardEntries().map((entry) => entry.address);

/** The wizard and flow step of a wizard address (trailing slash and letter case aside). */
export function campaignWizardStepOf(
  pathname: string,
): { wizard: CampaignWizard; step: WizardStep } | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const found = wizardEntries().find((entry) => entry.address === path);
  return found ? { wizard: found.wizard, step: found.step } : undefined;
}
