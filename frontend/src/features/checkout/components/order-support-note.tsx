import { notices, pageLabels } from '@msc/shared/messages';

/**
 * What a buyer should know before and after ordering (spec 1 §1): changes by phone, no returns, the free quarterly
 * allowance, support hours.
 */
export function OrderSupportNote() {
  return (
    <ul aria-label={pageLabels.changesAndSupport} className="space-y-1 text-xs text-slate-600">
      <li>{notices.orderChangesByPhone}</li>
      <li>{notices.noReturns}</li>
      <li>{notices.freeQuarterlyAllowance}</li>
      <li>{notices.supportHours}</li>
    </ul>
  );
}
