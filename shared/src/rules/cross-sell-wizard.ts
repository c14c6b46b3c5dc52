import { ChannelType } from '../model/enum-values';
import { personalizationStep1Path } from './order-state-routing';
import { segment, withQuery } from './route-url';

/**
 * The cross-sell do-it-yourself wizard (spec 2 §2 "Program steps 1 to 4" and select-multiple-drops) is the
 * personalization flow seen through cross-sell addresses: /cross-sell/step-N?id={orderStateId} opens the
 * same step of that order state, so the flow, its rules and its pages exist once.
 */
export const CROSS_SELL_WIZARD_STEPS = [
  'step-1',
  'step-2',
  'step-3',
  'select-multiple-drops',
  'step-4',
] as const;
export type CrossSellWizardStep = (typeof CROSS_SELL_WIZARD_STEPS)[number];

/** The query value that opens the mail schedule on "over several dates" (select-multiple-drops). */
export const MULTIPLE_DROPS_QUERY = { drops: 'multiple' } as const;

export function crossSellWizardStepOf(pathname: string): CrossSellWizardStep | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return CROSS_SELL_WIZARD_STEPS.find((step) => step === last);
}

/**
 * Where a wizard address leads. Without an order state the wizard starts where a do-it-yourself
 * cross-sell order starts: choosing the letter (direct mail) to personalize.
 */
export function crossSellWizardPath(
  step: CrossSellWizardStep,
  orderState?: { id: string; parentId?: string | null; productId: string } | null,
): string {
  if (!orderState) {
    return withQuery('/personalization/select-asset', {
      programType: 'CrossSell',
      channelType: ChannelType.DirectMail,
      isMultiChannel: false,
    });
  }
  const id = segment(orderState.id);
  switch (step) {
    case 'step-1':
      return personalizationStep1Path({
        orderStateId: orderState.id,
        parentId: orderState.parentId,
        productId: orderState.productId,
        query: { edit: true },
      });
    case 'step-2':
      return `/personalization/step-2/${id}`;
    case 'step-3':
      return `/personalization/step-3/${id}`;
    case 'select-multiple-drops':
      return withQuery(`/personalization/step-3/${id}`, MULTIPLE_DROPS_QUERY);
    case 'step-4':
      return `/personalization/step-4/${id}`;
  }
}
