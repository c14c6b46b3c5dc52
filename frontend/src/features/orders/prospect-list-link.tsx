import { prospectListTexts } from '@msc/shared/messages';
import type { OrderItem } from '@msc/shared/model/order';
import { isExpiryUrgent } from '@msc/shared/rules/list-expiry';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { calmExpiryClasses, urgentExpiryClasses } from '#ui/prospect-list-expiry';

/** An order item's link to its purchased prospects, shown only while the server says the list is accessible. */
export function ProspectListLink({ orderId, item }: { orderId: string; item: OrderItem }) {
  if (!item.prospectList) return null;
  const urgent = isExpiryUrgent(item.prospectList.daysLeft);
  return (
    <Link
      to={links.prospectList(orderId, item.id)}
      data-urgent={urgent || undefined}
      className={`mt-2 inline-block rounded px-2 py-1 text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700 ${urgent ? urgentExpiryClasses : calmExpiryClasses}`}
    >
      {prospectListTexts.link(item.prospectList.daysLeft)}
    </Link>
  );
}
