import { apiErrors, printOnDemandTexts as T } from '@msc/shared/messages';
import type { PersonalizationForm } from '@msc/shared/model/personalization';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PersonalizationFields, ProofPanel, personalizationDefaults, useDocumentEditor } from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { agencyDetailsQuery } from '#features/profile';
import { useSession } from '#features/session';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { PodStepper } from './pod-stepper';

/**
 * /print-on-demand/customize-step-2?productId (spec 2 §2): the agency and agent form of the personalization
 * flow; Preview PDF renders the product's proof on the server (the documents capability), Next carries the
 * proof's document to step 3.
 */
export default function CustomizeStep2Page() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const session = useSession();
  const product = useQuery({ ...productQuery(productId), enabled: productId !== '' });
  const agencyId = session.data?.agency.agencyId ?? 0;
  const agencyDetails = useQuery({ ...agencyDetailsQuery(agencyId), enabled: agencyId > 0 });
  const user = session.data?.user;
  if (
    session.isPending ||
    (productId !== '' && product.isPending) ||
    (agencyId > 0 && agencyDetails.isPending)
  ) {
    return <LoadingState label={T.title} className="py-16" />;
  }
  if (!product.data?.isPersonalizable || !user) {
    return (
      <div className="space-y-4">
        <PageTitle title={T.title} />
        <p role="alert" className="text-slate-700">
          {apiErrors.productNotFound}
        </p>
        <Link to={links.printOnDemandStep1()} className={buttonClasses('secondary')}>
          {T.previous}
        </Link>
      </div>
    );
  }
  return (
    <Personalize
      productId={productId}
      productName={product.data.name}
      itemNumber={product.data.itemNumber}
      defaults={personalizationDefaults(undefined, agencyDetails.data, user)}
    />
  );
}

function Personalize(props: {
  productId: string;
  productName: string;
  itemNumber: string;
  defaults: PersonalizationForm;
}) {
  const navigate = useNavigate();
  const editor = useDocumentEditor({ productId: props.productId, defaults: props.defaults });
  const { form, proof } = editor;
  const { isValid } = form.formState;
  const preview = form.handleSubmit((values) => editor.proofOf(values).catch(showApiErrorToast));
  // Next only with a proof of the values on screen: the proof is what gets printed.
  const proofIsCurrent = editor.isCurrent;

  return (
    <div>
      <PageTitle title={T.title} subtitle={`${props.productName} · Item # ${props.itemNumber}`} />
      <PodStepper current={1} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Panel
          aria-label={T.personalize}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void preview();
          }}
          as="form"
          padding="sm"
          raised={false}
          className="space-y-4"
        >
          <h2 className="font-semibold text-slate-900">{T.personalize}</h2>
          <p className="text-sm text-slate-600">{T.personalizeIntro}</p>
          <PersonalizationFields form={form} licenseRequired={editor.licenseRequired} />
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
            <Link to={links.printOnDemandStep1()} className={buttonClasses('ghost')}>
              {T.previous}
            </Link>
            <Button type="submit" variant="secondary" disabled={!isValid} loading={editor.isRendering}>
              {T.previewPdf}
            </Button>
            <Button
              disabled={!proofIsCurrent || editor.isRendering}
              onClick={() => proof && navigate(links.printOnDemandStep3(props.productId, proof.documentId))}
            >
              {T.next}
            </Button>
          </div>
          {!proofIsCurrent && <p className="text-sm text-slate-600">{T.previewFirst}</p>}
        </Panel>
        <ProofPanel
          heading={T.proofTitle}
          proofUrl={proof?.fileUrl}
          rendering={editor.isRendering}
          emptyText={T.proofEmpty}
          documentTitle={props.productName}
        />
      </div>
    </div>
  );
}
