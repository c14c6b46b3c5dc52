import { orderTexts, paymentTexts, shippingTexts } from '@msc/shared/messages';
import { routeAfterShipping, routeBackFromPayment } from '@msc/shared/rules/checkout-routing';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { cartQuery } from '#features/cart';
import { paths } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { paymentMethodsQuery } from './api/checkout-queries';
import { PaymentPanel } from './components/payment-panel';
import { useSelectedCard } from './selected-card';

/** /checkout/payment: Payment Information panel, Back to Shipping or Back to Cart, Continue. */
export default function PaymentPage() {
  const cart = useQuery(cartQuery());
  const cards = useQuery(paymentMethodsQuery());
  const { selected, select } = useSelectedCard(cards.data);
  const navigate = useNavigate();
  if (!cart.data) return <LoadingState label={orderTexts.loadingCart} />;
  const back = routeBackFromPayment(cart.data);
  return (
    <div className="space-y-6">
      <PageTitle title={paymentTexts.title} />
      <PaymentPanel title={paymentTexts.paymentInformation} selectedId={selected?.id} onSelect={select} />
      <div className="flex flex-wrap justify-between gap-3">
        <Link to={back} className={buttonClasses('secondary')}>
          {back === paths.cart ? shippingTexts.backToCart : paymentTexts.backToShipping}
        </Link>
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={!selected && cart.data.total > 0}
          onClick={() => navigate(routeAfterShipping(0))}
        >
          {paymentTexts.continue}
        </button>
      </div>
    </div>
  );
}
