import { prospectListTexts } from '@msc/shared/messages';
import { isExpiryUrgent } from '@msc/shared/rules/list-expiry';

export const urgentExpiryClasses = 'bg-red-100 text-red-800 ring-1 ring-red-300';
export const calmExpiryClasses = 'bg-blue-50 text-blue-800';

/** The days left of a prospect list, highlighted as urgent under 10 days (spec 1 §9). */
export function ProspectListExpiry({ daysLeft }: { daysLeft: number }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${isExpiryUrgent(daysLeft) ? urgentExpiryClasses : calmExpiryClasses}`}
    >
      {prospectListTexts.daysLeft(daysLeft)}
    </span>
  );
}
