import {
  confirmPrompts,
  errors,
  personalizationTexts,
  productDetailTexts,
  toasts,
} from '@msc/shared/messages';
import { ChannelType, EMPTY_CART_ID } from '@msc/shared/model/enum-values';
import type { Product } from '@msc/shared/model/product';
import { isOwnerMaster } from '@msc/shared/rules/agency-eligibility';
import { parseSubCodes } from '@msc/shared/rules/annual-auto-ordering';
import { isSingleAgencyStart } from '@msc/shared/rules/express-order-routing';
import {
  personalizationStep1Path,
  resumeOrderStatePath,
  STEP1_ORIGIN_KEYS,
  startNewOrder,
} from '@msc/shared/rules/order-state-routing';
import { withQuery } from '@msc/shared/rules/route-url';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  expressSubCodesQuery,
  savedItemOfProductQuery,
  useCreateOrderState,
  useDeleteOrderState,
} from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { useAgencyOrAdminAccess, useCurrentAgency } from '#features/session';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showToast } from '#ui/toast';

/**
 * /personalization/save-for-later/confirmation/:productId — starting an order (spec 2 §2, §4): an earlier
 * saved item of the asset asks 'Would you like to use the previously saved item?' (Yes resumes it, No
 * deletes it and starts anew); otherwise a new order state starts at once and step 1 opens.
 */
export default function StartOrderPage() {
  const { productId = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const agency = useCurrentAgency();
  // Personalization needs the current agency or an admin-access role (spec 1 §6), as the API does.
  const allowed = useAgencyOrAdminAccess();
  const product = useQuery(productQuery(productId));
  const saved = useQuery(savedItemOfProductQuery(productId));
  // The express shortcut needs the agency's sub codes: asked only when it could apply (spec 2 §4).
  const mayExpress =
    isOwnerMaster(agency) && product.data?.isExpressOrderingAllowed === true && !isSingleAgencyStart(query);
  const agencySubCodes = useQuery({
    ...expressSubCodesQuery(query.get('oppId') ?? undefined),
    enabled: mayExpress,
  });
  const create = useCreateOrderState();
  const remove = useDeleteOrderState();
  const [starting, setStarting] = useState(false);
  const started = useRef(false);

  const startNew = async (item: Product) => {
    if (started.current || !agency || !allowed) return;
    started.current = true;
    setStarting(true);
    // Answered No to express ordering: the single-agency start, whatever the shortcut would say.
    const decision = startNewOrder({
      productId: item.id,
      programType: query.get('programType') ?? item.programTypes[0],
      isEmailProduct: Boolean(item.isEmail),
      express: { agency, product: item, subCodes: mayExpress ? (agencySubCodes.data ?? []) : [] },
    });
    if (decision.kind === 'expressOrder') {
      navigate(withQuery(decision.path, Object.fromEntries(query.entries())), { replace: true });
      return;
    }
    if (decision.kind !== 'orderState') {
      console.warn('Starting an order: the program type cannot be identified', item.programTypes);
      showToast(toasts.startOrderFailed(), 'error');
      return;
    }
    // The annual-auto sub-code pages' choice: the order mails those sub codes' customers only.
    const subCodes = parseSubCodes(query.get('subCodes'));
    try {
      const state = await create.mutateAsync({
        productId: item.id,
        programType: decision.programType,
        productType: query.get('productType') ?? item.productTypes.join(';'),
        oppId: query.get('oppId') ?? undefined,
        channelType: decision.channelType === ChannelType.Email ? ChannelType.Email : ChannelType.DirectMail,
        isMultiChannel: query.get('isMultiChannel') === 'true',
        isStateSaved: false,
        cartId: EMPTY_CART_ID,
        subCodeStatIds: subCodes.length > 0 ? subCodes : undefined,
      });
      // Step 1 keeps where the order started, for its way back (searchType and the search's values).
      const origin = Object.fromEntries(STEP1_ORIGIN_KEYS.map((key) => [key, query.get(key)]));
      navigate(personalizationStep1Path({ orderStateId: state.id, productId: item.id, query: origin }), {
        replace: true,
      });
    } catch (error) {
      started.current = false;
      setStarting(false);
      showToast(toasts.startOrderFailed(error instanceof Error ? error.message : undefined), 'error');
    }
  };

  const savedState = saved.data?.orderState;
  // A failed sub code read only loses the shortcut: the single-agency start still works.
  const ready = product.data && saved.data && agency && (!mayExpress || !agencySubCodes.isPending);
  useEffect(() => {
    if (ready && !savedState) void startNew(product.data);
  });

  if (agency && !allowed) {
    return (
      <>
        <PageTitle title={productDetailTexts.personalize} />
        <p role="alert" className="text-slate-700">
          {errors.customDownloadNoAgency}
        </p>
      </>
    );
  }
  if (product.error || saved.error) {
    return (
      <>
        <PageTitle title={productDetailTexts.personalize} />
        <p className="text-slate-700">{(product.error ?? saved.error)?.message}</p>
      </>
    );
  }
  if (!ready || !savedState || starting) return <LoadingState label={personalizationTexts.startingOrder} />;

  const prompt = confirmPrompts.useSavedItem;
  return (
    <>
      <PageTitle title={product.data.name} subtitle={`Item # ${product.data.itemNumber}`} />
      <Panel aria-labelledby="saved-item-question" padding="lg" className="max-w-xl">
        <h2 id="saved-item-question" className="text-lg font-semibold text-slate-900">
          {prompt.message}
        </h2>
        <div className="mt-6 flex gap-3">
          <Button onClick={() => navigate(resumeOrderStatePath(savedState), { replace: true })}>
            {prompt.confirmLabel}
          </Button>
          <Button
            variant="secondary"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(savedState.id, {
                onSuccess: () => void startNew(product.data),
                onError: (error) => showToast(toasts.startOrderFailed(error.message), 'error'),
              })
            }
          >
            {prompt.cancelLabel}
          </Button>
        </div>
      </Panel>
    </>
  );
}
