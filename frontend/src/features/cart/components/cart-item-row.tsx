import { cartPageTexts, cartTexts, confirmPrompts, expressOrderTexts, toasts } from '@msc/shared/messages';
import type { CartItem } from '@msc/shared/model/cart';
import { pathTo } from '@msc/shared/routes/path-to';
import { isEmailFormat } from '@msc/shared/rules/asset-selection';
import {
  isExpressOrderItem,
  quantityMessage,
  toCartItemRuleView,
  validateItemQuantity,
} from '@msc/shared/rules/cart-rules';
import { formatCount, formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { inHomeWindowText } from '@msc/shared/rules/in-home-date';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { links, paths } from '#lib/paths';
import { useStateFrom } from '#lib/use-state-from';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { RestrictionLabel } from '#ui/restriction-label';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useRemoveCartItem, useSetCartItemQuantity } from '../api/cart-queries';

export function CartItemRow({ item }: { item: CartItem }) {
  const [quantity, setQuantity] = useStateFrom(String(item.quantity));
  const [confirming, setConfirming] = useState(false);
  const setItemQuantity = useSetCartItemQuantity();
  const removeItem = useRemoveCartItem();
  const inputId = useId();
  const errorId = useId();

  // An Express Order is one line for all its sub codes: its quantity is its recipients, not edited here.
  const express = isExpressOrderItem(toCartItemRuleView(item));
  const error = quantityMessage(validateItemQuantity(Number(quantity), item.product.limits));
  const changed = Number(quantity) !== item.quantity;
  const showError = changed && error;
  const update = (event: FormEvent) => {
    event.preventDefault();
    if (error || !changed) return;
    setItemQuantity.mutate({ id: item.id, quantity: Number(quantity) }, { onError: showApiErrorToast });
  };
  const remove = () =>
    removeItem.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast(toasts.itemRemoved, 'success');
      },
      onError: showApiErrorToast,
    });

  return (
    <li className="flex flex-wrap gap-4 border-b border-slate-200 py-4 last:border-b-0 sm:flex-nowrap">
      {item.product.media[0] ? (
        <img
          src={item.product.media[0].thumbnailUrl}
          alt=""
          className="h-20 w-28 shrink-0 rounded border border-slate-200 object-cover"
        />
      ) : (
        <div className="h-20 w-28 shrink-0 rounded bg-slate-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={links.productDetail(item.product.id)}
          className="font-semibold text-slate-900 hover:underline"
        >
          {item.product.name}
        </Link>
        {express && (
          <p className="inline-block rounded bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-900">
            {expressOrderTexts.ours.title}
          </p>
        )}
        <p className="text-sm text-slate-600">Item # {item.product.itemNumber}</p>
        <p className="text-sm text-slate-600">{formatUsd(item.unitPrice)} each</p>
        <RestrictionLabel restriction={item.product.restriction} />
        {item.piece && (
          <PieceSummary piece={item.piece} mailed={!isEmailFormat(item.product.productFormat)} />
        )}
        {express && item.attributes.BulkOrderState && (
          // The way back to step 4, where an Express Order changed after Add to Cart is added again.
          <Link
            to={pathTo(paths.expressOrderStep4, { bulkOrderStateId: item.attributes.BulkOrderState })}
            className="block text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
          >
            {expressOrderTexts.ours.reviewFromCart}
          </Link>
        )}
        {item.messages.map((message) => (
          <p key={message} className="text-sm text-amber-800">
            {message}
          </p>
        ))}
      </div>
      {item.piece || express ? (
        <p className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-700">{cartPageTexts.quantity}</span>
          <span className="text-slate-900">{formatCount(item.quantity)}</span>
        </p>
      ) : (
        <form onSubmit={update} noValidate className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            {cartPageTexts.quantity}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              aria-invalid={showError ? true : undefined}
              aria-describedby={showError ? errorId : undefined}
              className="w-24 rounded-md border border-slate-300 px-2 py-1.5 text-sm aria-invalid:border-red-600"
            />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              disabled={!changed || Boolean(error)}
              loading={setItemQuantity.isPending}
            >
              {cartPageTexts.update}
            </Button>
          </div>
          {showError && (
            <p id={errorId} className="max-w-48 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
      <div className="flex w-28 flex-col items-end justify-between">
        <p className="font-semibold text-slate-900">{formatUsd(item.lineTotal)}</p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="text-sm font-medium text-red-700 underline-offset-2 hover:underline"
          aria-label={cartPageTexts.removeItem(item.product.name)}
        >
          {cartPageTexts.remove}
        </button>
      </div>
      <ConfirmDialog
        title={cartPageTexts.removeItem(item.product.name)}
        prompt={confirmPrompts.deleteCartItem}
        open={confirming}
        pending={removeItem.isPending}
        onOpenChange={setConfirming}
        onConfirm={remove}
      />
    </li>
  );
}

/** A personalized piece: its recipients and drops (a mailed one's with their in-home windows), and the way back to its review. */
function PieceSummary({ piece, mailed }: { piece: NonNullable<CartItem['piece']>; mailed: boolean }) {
  return (
    <div className="text-sm text-slate-700">
      <p>{cartTexts.pieceRecipients(piece.recipientCount)}</p>
      {piece.mailDates.length > 0 && (
        <p>{cartTexts.pieceDrops(piece.mailDates.map((date) => formatDate(date)))}</p>
      )}
      {mailed && piece.mailDates.length > 0 && (
        <ul>
          {piece.mailDates.map((date) => (
            <li key={date}>{inHomeWindowText(date)}</li>
          ))}
        </ul>
      )}
      <Link
        to={links.personalizationReview(piece.orderStateId)}
        className="font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        {cartTexts.reviewPiece}
      </Link>
    </div>
  );
}
