import { shippingTexts } from '@msc/shared/messages';
import type { Cart, SetShipMethod } from '@msc/shared/model/cart';
import { formatShipping } from '@msc/shared/rules/formatting';
import { SelectField } from '#ui/select-field';
import { showApiErrorToast } from '#ui/toast';
import { useSetShipMethod } from '../api/cart-queries';

/** The ship method with its price; shown only when something in the cart ships. */
export function ShipMethodSelect({ cart }: { cart: Cart }) {
  const setShipMethod = useSetShipMethod();
  if (!cart.isShippingRequired || !cart.shipMethods) return null;
  return (
    <SelectField
      label={shippingTexts.shipMethod}
      value={cart.shipMethodCode}
      disabled={setShipMethod.isPending}
      options={cart.shipMethods.map((method) => ({
        value: method.code,
        label: `${method.name} (${formatShipping(method.price)})`,
      }))}
      onChange={(event) =>
        setShipMethod.mutate(event.target.value as SetShipMethod['shipMethodCode'], {
          onError: showApiErrorToast,
        })
      }
    />
  );
}
