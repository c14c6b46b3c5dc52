import { prospectListTexts } from '@msc/shared/messages';
import type { OrderItem } from '@msc/shared/model/order';
import { isExpiryUrgent } from '@msc/shared/rules/list-expiry';
import { Link } from 'react-router';
import { links } from '#lib/paths';

const urgentClasses = 'bg-red-100 text-red-800 ring-1 ring-red-300';
const calmClasses = 'bg-blue-50 text-blue-800';

/** The days left of a prospect list, highlighted as urgent under 10 days (spec 1 §9). */
export function ProspectListExpiry({ daysLeft }: { daysLeft: number }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${isExpiryUrgent(daysLeft) ? urgentClasses : calmClasses}`}
    >
      {prospectListTexts.daysLeft(daysLeft)}
    </span>
  );
}

/** An order item's link to its purchased prospects, shown only while the server says the list is accessible. */
export function ProspectListLink({ orderId, item }: { orderId: string; item: OrderItem }) {
  if (!item.prospectList) return null;
  const urgent = isExpiryUrgent(item.prospectList.daysLeft);
  return (
    <Link
      to={links.prospectList(orderId, item.id)}
      data-urgent={urgent || undefined}
      className={`mt-2 inline-block rounded px-2 py-1 text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700 ${urgent ? urgentClasses : calmClasses}`}
    >
      {prospectListTexts.link(item.prospectList.daysLeft)}
    </Link>
  );
}
