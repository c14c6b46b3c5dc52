import { labels, personalizationTexts as texts } from '@msc/shared/messages';
import type { Image } from '@msc/shared/model/image';
import type { OrderState } from '@msc/shared/model/order-state';
import { isLicenseNumberRequiredIn, PersonalizationForm } from '@msc/shared/model/personalization';
import { step1BackPath } from '@msc/shared/rules/order-state-routing';
import {
  type Approvals,
  canContinueFromPersonalization,
  canPreviewPdf,
} from '@msc/shared/rules/personalization-steps';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { productQuery } from '#features/catalog';
import { agencyDetailsQuery } from '#features/profile';
import { useSession } from '#features/session';
import { formResolver } from '#lib/form-resolver';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { documentQuery, useRenderProof, useUpdateOrderState } from '../api/order-state-queries';
import { OrderStateFrame } from '../flow/order-state-frame';
import { ProofPanel } from '../proof/proof-panel';
import { documentReturnLink } from '../return/document-return-link';
import { ApprovalsFieldset } from './approvals-fieldset';
import { ImagePickerDialog } from './image-picker-dialog';
import { personalizationDefaults } from './personalization-defaults';
import { PersonalizationFields } from './personalization-fields';

/**
 * /personalization/step-1/:id/:parentId/:productId/ — the built-in document editor (spec 2 §2 step 1): the
 * agency and agent form, an image from the library, Preview PDF (a real proof rendered by the server), the
 * three approvals; Next stores the form and returns through the editor's return page like the external editor.
 */
export default function PersonalizePage() {
  return (
    <OrderStateFrame step="Personalize" title="Personalize">
      {(orderState) => <PersonalizeStep orderState={orderState} />}
    </OrderStateFrame>
  );
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

/** What a proof was rendered from: the filled fields and the image, in a stable order. */
const proofKey = (values: Partial<PersonalizationForm>, imageId: string | undefined) =>
  JSON.stringify(
    Object.entries({ ...values, imageId })
      .filter(([key, value]) => key !== 'id' && value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

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
  const form = useForm<PersonalizationForm>({
    resolver: formResolver(PersonalizationForm),
    mode: 'onChange',
    defaultValues: defaults,
  });
  const [image, setImage] = useState<Pick<Image, 'id' | 'name' | 'thumbnailUrl'> | undefined>(
    defaults.imageId ? { id: defaults.imageId, name: texts.image, thumbnailUrl: '' } : undefined,
  );
  const [picking, setPicking] = useState(false);
  const [approvals, setApprovals] = useState<Approvals>({
    pdfFinalApproval: orderState.pdfFinalApproval,
    acceptTermsAndConditions: orderState.acceptTermsAndConditions,
    willNotUseMassachusetts: orderState.willNotUseMassachusetts,
  });
  const render = useRenderProof();
  const update = useUpdateOrderState();
  // The proof shown and the form it was rendered from: a changed form needs a new proof before approval.
  const [proofOf, setProofOf] = useState<string | undefined>(
    orderState.pageFlexDocumentId && orderState.personalization
      ? proofKey(defaults, defaults.imageId)
      : undefined,
  );
  const documentId = render.data?.documentId ?? orderState.pageFlexDocumentId;
  const storedProof = useQuery({
    ...documentQuery(documentId ?? ''),
    enabled: Boolean(documentId) && !render.data,
  });
  const proofUrl = render.data?.fileUrl ?? storedProof.data?.fileUrl;

  const values = form.watch();
  const current = proofKey(values, image?.id);
  const proofIsCurrent = proofOf !== undefined && proofOf === current;
  const formValid = form.formState.isValid;
  const canNext = proofIsCurrent && canContinueFromPersonalization({ formValid, approvals });

  const preview = form.handleSubmit((valid) => {
    const rendered = proofKey(valid, image?.id);
    render.mutate(
      { productId: orderState.productId, form: { ...valid, imageId: image?.id }, documentId },
      {
        onSuccess: () => setProofOf(rendered),
        onError: showApiErrorToast,
      },
    );
  });

  const next = form.handleSubmit((valid) => {
    if (!documentId) return;
    update.mutate(
      { id: orderState.id, personalization: { ...valid, imageId: image?.id }, ...approvals },
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
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{productName}</h2>
          <p className="text-sm text-slate-600">{texts.formIntro}</p>
          <PersonalizationFields
            form={form}
            licenseRequired={isLicenseNumberRequiredIn(values.state ?? '')}
          />
        </section>
        <section aria-labelledby="image-heading" className="space-y-2">
          <h3 id="image-heading" className="font-semibold text-slate-900">
            {texts.image}
          </h3>
          <div className="flex flex-wrap items-center gap-3">
            {image ? (
              <>
                {image.thumbnailUrl && (
                  <img src={image.thumbnailUrl} alt="" className="size-16 rounded border object-contain" />
                )}
                <span className="text-sm text-slate-800">{image.name}</span>
                <Button variant="ghost" size="sm" onClick={() => setImage(undefined)}>
                  {texts.removeImage}
                </Button>
              </>
            ) : (
              <span className="text-sm text-slate-600">{texts.noImage}</span>
            )}
            <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
              {labels.selectFromImageLibrary}
            </Button>
          </div>
        </section>
        <Button
          variant="secondary"
          onClick={() => void preview()}
          disabled={!canPreviewPdf(formValid)}
          loading={render.isPending}
        >
          {texts.previewPdf}
        </Button>
        <ApprovalsFieldset approvals={approvals} onChange={setApprovals} disabled={!proofIsCurrent} />
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
        rendering={render.isPending}
        emptyText={texts.proofEmpty}
        documentTitle={`${productName} ${texts.proofTitle}`}
      />
      <ImagePickerDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={(picked) => {
          setImage(picked);
          setPicking(false);
        }}
      />
    </div>
  );
}
