import { confirmPrompts, fieldLabels, shippingTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { MultiShipQuantity, type ShipToEntry } from '@msc/shared/model/ship-to';
import {
  type ProductLimits,
  quantityMessage,
  shipsToMultipleContacts,
  validateItemQuantity,
} from '@msc/shared/rules/cart-rules';
import { useId, useRef, useState } from 'react';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Pager } from '#ui/pager';
import { showApiErrorToast } from '#ui/toast';
import { useRemoveShipTos, useSetMultiShipQuantities } from '../api/ship-to-queries';

const PAGE_SIZE = 20;

/**
 * The addresses the order ships to, each with a quantity of every item (integer, at least 1, within the
 * product's limit): a change is saved when the field is left, and the totals follow; a change the server
 * refuses shows its message under the field. A piece or an Express Order goes to its recipients, not by
 * address: it shows its quantity only. Checked addresses can be removed after a confirm.
 */
export function MultiShipList({ cart }: { cart: Cart }) {
  const shipTos = cart.shipToList ?? [];
  const [page, setPage] = useState(1);
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveShipTos();
  const pageCount = Math.max(1, Math.ceil(shipTos.length / PAGE_SIZE));
  const shown = shipTos.slice(
    (Math.min(page, pageCount) - 1) * PAGE_SIZE,
    Math.min(page, pageCount) * PAGE_SIZE,
  );
  if (shipTos.length === 0) return null;
  return (
    <section aria-label={shippingTexts.addressesOnOrder(shipTos.length)} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{shippingTexts.addressesOnOrder(shipTos.length)}</h3>
        <Button
          variant="secondary"
          size="sm"
          disabled={marked.size === 0}
          onClick={() => setConfirming(true)}
        >
          {shippingTexts.removeSelected}
        </Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">{shippingTexts.removeSelected}</span>
              </th>
              <th scope="col" className="px-3 py-2">
                {fieldLabels.addressee}
              </th>
              <th scope="col" className="px-3 py-2">
                {fieldLabels.address}
              </th>
              {cart.items.map((item) => (
                <th key={item.id} scope="col" className="px-3 py-2">
                  {item.product.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {shown.map((shipTo) => (
              <tr key={shipTo.id}>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Remove ${shipTo.addressee}`}
                    className="h-4 w-4 accent-blue-700"
                    checked={marked.has(shipTo.id)}
                    onChange={() =>
                      setMarked((before) => {
                        const next = new Set(before);
                        if (!next.delete(shipTo.id)) next.add(shipTo.id);
                        return next;
                      })
                    }
                  />
                </td>
                <td className="px-3 py-2 font-medium text-slate-900">{shipTo.addressee}</td>
                <td className="px-3 py-2 text-slate-700">
                  {shipTo.addressLine1}, {shipTo.city}, {shipTo.state} {shipTo.postalCode}
                </td>
                {cart.items.map((item) => (
                  <td key={item.id} className="px-3 py-2">
                    {shipsToMultipleContacts(item) ? (
                      <QuantityCell
                        shipTo={shipTo}
                        itemId={item.id}
                        itemName={item.product.name}
                        fallback={item.quantity}
                        limits={item.product.limits}
                      />
                    ) : (
                      item.quantity
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <Pager pageNumber={Math.min(page, pageCount)} pageCount={pageCount} onPage={setPage} />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        prompt={confirmPrompts.deleteAddress}
        variant="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { ids: [...marked] },
            {
              onSuccess: () => {
                setMarked(new Set());
                setConfirming(false);
              },
              onError: showApiErrorToast,
            },
          )
        }
      />
    </section>
  );
}

function QuantityCell({
  shipTo,
  itemId,
  itemName,
  fallback,
  limits,
}: {
  shipTo: ShipToEntry;
  itemId: string;
  itemName: string;
  fallback: number;
  limits?: ProductLimits;
}) {
  const saved =
    shipTo.orderContactItemQuantities.find((entry) => entry.cartItemId === itemId)?.quantity ?? fallback;
  const [value, setValue] = useState(String(saved));
  const [error, setError] = useState<string | undefined>();
  const errorId = useId();
  const setQuantities = useSetMultiShipQuantities();
  // Enter then leaving the field must not send the same change twice.
  const sent = useRef(saved);
  const save = () => {
    const parsed = MultiShipQuantity.safeParse(Number(value.trim() === '' ? Number.NaN : value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const overLimit = quantityMessage(validateItemQuantity(parsed.data, limits));
    setError(overLimit);
    if (overLimit) return;
    if (parsed.data === sent.current) return;
    sent.current = parsed.data;
    setQuantities.mutate(
      { quantities: [{ shipToId: shipTo.id, cartItemId: itemId, quantity: parsed.data }] },
      {
        // Refused (the product's limit over all addresses, say): the server's message under the field.
        onError: (error) => {
          sent.current = saved;
          if (error instanceof Error) setError(error.message);
          else showApiErrorToast(error);
        },
      },
    );
  };
  const label = shippingTexts.quantityOf(itemName, shipTo.addressee);
  return (
    <div>
      <input
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
        className={`w-20 rounded-md border px-2 py-1 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error && (
        <p id={errorId} className="mt-1 max-w-48 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
