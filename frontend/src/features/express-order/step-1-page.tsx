import { expressOrderTexts, personalizationTexts as texts } from '@msc/shared/messages';
import type { BulkChildOrderState, BulkOrderState } from '@msc/shared/model/bulk-order-state';
import type { PersonalizationForm } from '@msc/shared/model/personalization';
import { pathTo } from '@msc/shared/routes/path-to';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { type Approvals, canContinueFromPersonalization } from '@msc/shared/rules/personalization-steps';
import { withQuery } from '@msc/shared/rules/route-url';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  EditorApprovals,
  EditorFieldsSection,
  EditorImageSection,
  expressSubCodesQuery,
  ProofPanel,
  personalizationDefaults,
  useDocumentEditor,
} from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { ImagePickerDialog } from '#features/image-library';
import { agencyDetailsQuery } from '#features/profile';
import { useSession } from '#features/session';
import { paths } from '#lib/paths';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
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
  const editor = useDocumentEditor({ productId: state.productId, defaults });
  const [approvals, setApprovals] = useState<Approvals>(NO_APPROVALS);
  const { form, documentId } = editor;
  const formValid = form.formState.isValid;
  const canNext =
    Boolean(documentId) && editor.isCurrent && canContinueFromPersonalization({ formValid, approvals });

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
        <EditorFieldsSection editor={editor} productName={productName} />
        <EditorImageSection editor={editor} />
        <EditorApprovals editor={editor} approvals={approvals} onChange={setApprovals} />
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
        proofUrl={editor.proof?.fileUrl}
        rendering={editor.isRendering}
        emptyText={texts.proofEmpty}
        documentTitle={`${productName} ${texts.proofTitle}`}
      />
      <ImagePickerDialog {...editor.imagePicker} />
    </div>
  );
}
