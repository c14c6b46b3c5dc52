import { productDetailTexts, personalizationTexts as texts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import type { PersonalizationForm } from '@msc/shared/model/personalization';
import { step1BackPath } from '@msc/shared/rules/order-state-routing';
import { type Approvals, canContinueFromPersonalization } from '@msc/shared/rules/personalization-steps';
import { usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  documentQuery,
  EditorApprovals,
  EditorFieldsSection,
  EditorImageSection,
  orderStateQuery,
  ProofPanel,
  personalizationDefaults,
  useDocumentEditor,
  useUpdateOrderState,
} from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { ImagePickerDialog } from '#features/image-library';
import { agencyDetailsQuery } from '#features/profile';
import { useSession } from '#features/session';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { OrderStateFrame } from '../flow/order-state-frame';
import { documentReturnLink } from '../return/document-return-link';

/**
 * /personalization/step-1/:id/:parentId/:productId/ — the built-in document editor (spec 2 §2 step 1): the
 * agency and agent form, an image from the library, Preview PDF (a real proof rendered by the server), the
 * three approvals; Next stores the form and returns through the editor's return page like the external editor.
 */
export default function PersonalizePage() {
  usePrefetchStepData();
  return (
    <OrderStateFrame step={productDetailTexts.personalize} title={productDetailTexts.personalize}>
      {(orderState) => <PersonalizeStep orderState={orderState} />}
    </OrderStateFrame>
  );
}

/**
 * The order state, the product (the address names both) and the agency's details (the session's agency)
 * are asked for on the page's first render, together: the form shows when all three are in, a round trip
 * sooner on a first visit, and the order state does not wait for the frame's first commit (a query's own
 * fetch starts when it subscribes, after the page has rendered). TanStack's usePrefetchQuery has no
 * `enabled`, so a user without an agency is skipped by hand, as it does: a query with any cached state is
 * not asked again.
 */
function usePrefetchStepData() {
  const queryClient = useQueryClient();
  const { id = '', productId = '' } = useParams();
  usePrefetchQuery(orderStateQuery(id));
  usePrefetchQuery(productQuery(productId));
  const agencyId = useSession().data?.agency.agencyId ?? 0;
  const agency = agencyDetailsQuery(agencyId);
  if (agencyId > 0 && !queryClient.getQueryState(agency.queryKey)) void queryClient.prefetchQuery(agency);
}

function PersonalizeStep({ orderState }: { orderState: OrderState }) {
  const session = useSession().data;
  const agencyId = session?.agency.agencyId ?? 0;
  const agency = useQuery({ ...agencyDetailsQuery(agencyId), enabled: agencyId > 0 });
  const product = useQuery(productQuery(orderState.productId));
  if (!session || (agencyId > 0 && agency.isPending) || product.isPending) return <LoadingState />;
  return (
    <PersonalizeForm
      orderState={orderState}
      productName={product.data?.name ?? ''}
      defaults={personalizationDefaults(orderState.personalization, agency.data, session.user)}
    />
  );
}

function PersonalizeForm({
  orderState,
  productName,
  defaults,
}: {
  orderState: OrderState;
  productName: string;
  defaults: PersonalizationForm;
}) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const editor = useDocumentEditor({
    productId: orderState.productId,
    defaults,
    documentId: orderState.pageFlexDocumentId,
    image: defaults.imageId ? { id: defaults.imageId, name: texts.image, thumbnailUrl: '' } : undefined,
    // The stored proof was rendered from the stored form: approvals stand until the form changes.
    proofShowsDefaults: Boolean(orderState.pageFlexDocumentId && orderState.personalization),
  });
  const { form, documentId } = editor;
  const [approvals, setApprovals] = useState<Approvals>({
    pdfFinalApproval: orderState.pdfFinalApproval,
    acceptTermsAndConditions: orderState.acceptTermsAndConditions,
    willNotUseMassachusetts: orderState.willNotUseMassachusetts,
  });
  const update = useUpdateOrderState();
  const storedProof = useQuery({
    ...documentQuery(documentId ?? ''),
    enabled: Boolean(documentId) && !editor.proof,
  });
  const proofUrl = editor.proof?.fileUrl ?? storedProof.data?.fileUrl;
  const formValid = form.formState.isValid;
  const canNext = editor.isCurrent && canContinueFromPersonalization({ formValid, approvals });

  const next = form.handleSubmit((valid) => {
    if (!documentId) return;
    update.mutate(
      { id: orderState.id, personalization: { ...valid, imageId: editor.image?.id }, ...approvals },
      {
        onSuccess: (saved) =>
          navigate(
            documentReturnLink(saved, documentId, {
              review: query.get('review') === 'true',
              isSubscription: query.get('isSubscription'),
            }),
          ),
        onError: showApiErrorToast,
      },
    );
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form noValidate aria-label={texts.formTitle} onSubmit={next} className="space-y-6">
        <EditorFieldsSection editor={editor} productName={productName} />
        <EditorImageSection editor={editor} showThumbnail />
        <EditorApprovals editor={editor} approvals={approvals} onChange={setApprovals} />
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Link
            to={step1BackPath(orderState.productId, Object.fromEntries(query))}
            className={buttonClasses('secondary')}
          >
            {texts.cancel}
          </Link>
          <Button type="submit" disabled={!canNext} loading={update.isPending}>
            {texts.next}
          </Button>
        </div>
      </form>
      <ProofPanel
        heading={texts.proofTitle}
        proofUrl={proofUrl}
        rendering={editor.isRendering}
        emptyText={texts.proofEmpty}
        documentTitle={`${productName} ${texts.proofTitle}`}
      />
      <ImagePickerDialog {...editor.imagePicker} />
    </div>
  );
}
