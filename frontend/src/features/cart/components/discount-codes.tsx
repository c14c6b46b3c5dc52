import { cartPageTexts, toasts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '#lib/api-client';
import { Button } from '#ui/button';
import { Panel } from '#ui/panel';
import { TextField } from '#ui/text-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useApplyDiscount, useRemoveDiscount } from '../api/cart-queries';

/** Discount code entry with apply, and each applied code with remove (spec 1 §2 Cart). */
export function DiscountCodes({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    apply.mutate(code, {
      onSuccess: () => setCode(''),
      // Spec 1 §8: 'The discount code you entered is invalid.' titled 'Discount cannot be applied.'; the
      // server words the other refusals (one code a cart, too many tries) under the same title.
      onError: (error) =>
        showToast(
          {
            title: toasts.invalidDiscount.title,
            message: error instanceof ApiRequestError ? error.message : toasts.invalidDiscount.message,
          },
          'error',
        ),
    });
  };
  return (
    <Panel aria-label={cartPageTexts.discountCode}>
      <form className="flex items-end gap-2" onSubmit={submit}>
        <TextField
          label={cartPageTexts.discountCode}
          className="flex-1"
          value={code}
          maxLength={50}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={apply.isPending} disabled={!code.trim()}>
          {cartPageTexts.apply}
        </Button>
      </form>
      {cart.attributes.Discounts.length > 0 && (
        <ul className="mt-3 space-y-2">
          {cart.attributes.Discounts.map(({ code: applied }) => (
            <li
              key={applied}
              className="flex items-center justify-between rounded-md bg-green-50 px-3 py-2 text-sm"
            >
              <span className="font-medium text-green-900">{applied}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={cartPageTexts.removeDiscountCode(applied)}
                loading={remove.isPending && remove.variables === applied}
                onClick={() => remove.mutate(applied, { onError: showApiErrorToast })}
              >
                {cartPageTexts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
