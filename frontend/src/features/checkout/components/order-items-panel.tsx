import { orderTexts } from '@msc/shared/messages';
import { formatUsd } from '@msc/shared/rules/formatting';
import { Panel } from '#ui/panel';

/** A line of an order as its items panel lists it. */
export interface OrderItemLine {
  id: string;
  name: string;
  itemNumber: string;
  quantity: number;
  /** Cents: the quantity at its unit price. */
  lineTotal: number;
  /** What the server says of the line (review only: a quantity cut to what is shipped, …). */
  messages?: readonly string[];
}

/** The Items panel of the review page and the order confirmation: each line's product, quantity and price. */
export function OrderItemsPanel({ items }: { items: readonly OrderItemLine[] }) {
  return (
    <Panel aria-label={orderTexts.items}>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{orderTexts.items}</h2>
      <ul className="divide-y divide-slate-100 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
            <span>
              {item.name} <span className="text-slate-500">({item.itemNumber})</span> × {item.quantity}
            </span>
            <span>{formatUsd(item.lineTotal)}</span>
            {item.messages?.map((message) => (
              <span key={message} className="basis-full text-amber-800">
                {message}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
