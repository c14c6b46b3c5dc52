import { expressOrderTexts, labels, personalizationTexts as texts } from '@msc/shared/messages';
import type { BulkChildOrderState, BulkOrderState } from '@msc/shared/model/bulk-order-state';
import type { Image } from '@msc/shared/model/image';
import { isLicenseNumberRequiredIn, PersonalizationForm } from '@msc/shared/model/personalization';
import { pathTo } from '@msc/shared/routes/path-to';
import { formatStatCode } from '@msc/shared/rules/formatting';
import {
  type Approvals,
  canContinueFromPersonalization,
  canPreviewPdf,
} from '@msc/shared/rules/personalization-steps';
import { withQuery } from '@msc/shared/rules/route-url';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { productQuery } from '#features/catalog';
import {
  ApprovalsFieldset,
  ImagePickerDialog,
  PersonalizationFields,
  ProofPanel,
  personalizationDefaults,
  useRenderProof,
} from '#features/personalization';
import { agencyDetailsQuery } from '#features/profile';
import { useSession } from '#features/session';
import { formResolver } from '#lib/form-resolver';
import { paths } from '#lib/paths';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { expressSubCodesQuery } from './api/express-order-queries';
import { isLastRecord, orderStateToPersonalize } from './components/express-editor';
import { ExpressFrame } from './components/express-frame';
import { SubCodeStrip } from './components/sub-code-strip';
import { subCodeTileState } from './components/sub-code-tiles';

const T = expressOrderTexts.ours;
const NO_APPROVALS: Approvals = {
  pdfFinalApproval: false,
  acceptTermsAndConditions: false,
  willNotUseMassachusetts: false,
};

/**
 * /expressorder/step-1/:bulkOrderStateId/:orderStateId? (spec 1 §2): the built-in document editor (the
 * server renders the proof) once for every sub code, or once per sub code with that sub code's agency; Next
 * returns through the express pageflex-return page exactly as the external editor would.
 */
export default function Step1Page() {
  return (
    <ExpressFrame title={T.personalizeTitle} step={0}>
      {(state) => <Step1 state={state} />}
    </ExpressFrame>
  );
}

function Step1({ state }: { state: BulkOrderState }) {
  const { orderStateId } = useParams();
  const session = useSession().data;
  const agencyId = session?.agency.agencyId ?? 0;
  const agency = useQuery({ ...agencyDetailsQuery(agencyId), enabled: agencyId > 0 });
  const product = useQuery(productQuery(state.productId));
  const subCodes = useQuery(expressSubCodesQuery(state.oppId));
  if (!session || (agencyId > 0 && agency.isPending) || product.isPending || subCodes.isPending)
    return <LoadingState />;
  const current = orderStateToPersonalize(state, orderStateId);
  const subCode = subCodes.data?.find((row) => row.statId === current?.statCode);
  const defaults = personalizationDefaults(undefined, agency.data, session.user);
  const chosen = subCodes.data?.filter((row) => state.orderStates.some((o) => o.statCode === row.statId));
  return (
    <div className="space-y-6">
      {chosen && !state.isSamePersonalization && (
        <SubCodeStrip
          label={T.subCodesTitle}
          subCodes={chosen}
          stateOf={(statId) => {
            const child = state.orderStates.find((o) => o.statCode === statId);
            return subCodeTileState({
              selected: Boolean(child),
              current: child?.id === current?.id,
              done: Boolean(child?.pageFlexDocumentId),
            });
          }}
        />
      )}
      <p className="text-slate-700">
        {current
          ? T.personalizeFor(formatStatCode(current.statCode), subCode?.agencyName ?? '')
          : T.personalizeForAll}
      </p>
      <ExpressEditor
        // A new form for each sub code: its agency fills the defaults.
        key={current?.id ?? 'all'}
        state={state}
        current={current}
        productName={product.data?.name ?? ''}
        defaults={subCode ? { ...defaults, agencyName: subCode.agencyName.slice(0, 100) } : defaults}
      />
    </div>
  );
}

function ExpressEditor({
  state,
  current,
  productName,
  defaults,
}: {
  state: BulkOrderState;
  current: BulkChildOrderState | undefined;
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
  const [image, setImage] = useState<Pick<Image, 'id' | 'name' | 'thumbnailUrl'> | undefined>();
  const [picking, setPicking] = useState(false);
  const [approvals, setApprovals] = useState<Approvals>(NO_APPROVALS);
  const [proofOf, setProofOf] = useState<string | undefined>();
  const render = useRenderProof();
  const values = form.watch();
  const currentForm = JSON.stringify({ ...values, imageId: image?.id });
  const proofIsCurrent = proofOf !== undefined && proofOf === currentForm;
  const formValid = form.formState.isValid;
  const documentId = render.data?.documentId;
  const canNext =
    Boolean(documentId) && proofIsCurrent && canContinueFromPersonalization({ formValid, approvals });

  const preview = form.handleSubmit((valid) => {
    const rendered = JSON.stringify({ ...valid, imageId: image?.id });
    render.mutate(
      { productId: state.productId, form: { ...valid, imageId: image?.id }, documentId },
      { onSuccess: () => setProofOf(rendered), onError: showApiErrorToast },
    );
  });

  const next = form.handleSubmit(() => {
    if (!documentId) return;
    const returnPath = pathTo(paths.expressOrderPageflexReturn, {
      bulkOrderStateId: state.id,
      orderStateId: current?.id,
    });
    navigate(
      withQuery(returnPath, {
        DocID: documentId,
        isLastRecord: isLastRecord(state, current),
        isSamePersonalization: Boolean(state.isSamePersonalization),
        currentStep: query.get('currentStep') ?? undefined,
      }),
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
            <span className="text-sm text-slate-800">{image ? image.name : texts.noImage}</span>
            {image && (
              <Button variant="ghost" size="sm" onClick={() => setImage(undefined)}>
                {texts.removeImage}
              </Button>
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
          <Button
            variant="secondary"
            onClick={() =>
              navigate(pathTo(paths.expressOrderSamePersonalization, { bulkOrderStateId: state.id }))
            }
          >
            {expressOrderTexts.previous}
          </Button>
          <Button type="submit" disabled={!canNext}>
            {expressOrderTexts.next}
          </Button>
        </div>
      </form>
      <ProofPanel
        heading={texts.proofTitle}
        proofUrl={render.data?.fileUrl}
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
