import { addToCartTexts, toasts } from '@msc/shared/messages';
import type { Product } from '@msc/shared/model/product';
import { quantityMessage, validateItemQuantity } from '@msc/shared/rules/cart-rules';
import { type FormEvent, useId, useState } from 'react';
import { useAddToCart } from '#features/cart';
import { announceAddedToCart } from '#ui/added-to-cart';
import { Button } from '#ui/button';
import { showToast } from '#ui/toast';

export function AddToCartForm({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState('1');
  const [touched, setTouched] = useState(false);
  const addToCart = useAddToCart();
  const inputId = useId();
  const errorId = useId();
  const error = quantityMessage(validateItemQuantity(Number(quantity), product.limits));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    addToCart.mutate(
      { productId: product.id, quantity: Number(quantity) },
      {
        onSuccess: () => announceAddedToCart([product.name], product.productTypes[0]),
        onError: (failure) => showToast(toasts.addToCartFailed(failure.message), 'error'),
      },
    );
  };

  const showError = touched && error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {addToCartTexts.quantity}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? errorId : undefined}
          className="w-28 rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
        />
        {product.limits && <p className="text-xs text-slate-500">Limit: {product.limits.limitText}</p>}
        {showError && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" loading={addToCart.isPending} className="mt-6">
        {addToCartTexts.addToCart}
      </Button>
    </form>
  );
}
