import { apiErrors, customDownloadTexts, errors, labels, personalizationTexts } from '@msc/shared/messages';
import type { PersonalizationForm } from '@msc/shared/model/personalization';
import { hasAgencyOrAdminAccess } from '@msc/shared/rules/agency-eligibility';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PersonalizationFields, ProofPanel, personalizationDefaults, useDocumentEditor } from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { ImagePickerDialog } from '#features/image-library';
import { agencyDetailsQuery } from '#features/profile';
import { roleHolderOf, useSession } from '#features/session';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';

/** The alert shown instead of the editor to a user with no current agency and no admin role (spec 1 §8). */
function NoAgency() {
  return (
    <div className="space-y-4">
      <PageTitle title={customDownloadTexts.customizeTitle} />
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        {errors.customDownloadNoAgency}
      </p>
    </div>
  );
}

/**
 * /personalization/customize-download?productId&parentId&documentId&reorder&edit (spec 2 §2): the built-in
 * document editor in place of the external design tool's frame. Preview PDF renders the product's
 * template on the server; Create Download hands the document to the return page as the editor would.
 */
export default function CustomizeDownloadPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const product = useQuery({ ...productQuery(productId), enabled: productId !== '' });
  const agencyId = session.data?.agency.agencyId ?? 0;
  const agencyDetails = useQuery({ ...agencyDetailsQuery(agencyId), enabled: agencyId > 0 });
  const user = session.data?.user;
  const agency = session.data?.agency;
  if (session.isPending) return <LoadingState label={customDownloadTexts.customizeTitle} className="py-16" />;
  if (!user || !agency || !hasAgencyOrAdminAccess(roleHolderOf(user), agency.agencyId)) return <NoAgency />;
  if ((productId !== '' && product.isPending) || (agencyId > 0 && agencyDetails.isPending)) {
    return <LoadingState label={customDownloadTexts.customizeTitle} className="py-16" />;
  }
  if (!product.data?.isCustomizeDownloadble) {
    return (
      <div className="space-y-4">
        <PageTitle title={customDownloadTexts.customizeTitle} />
        <p role="alert" className="text-slate-700">
          {apiErrors.productNotFound}
        </p>
      </div>
    );
  }
  return (
    <Editor
      productId={productId}
      productName={product.data.name}
      itemNumber={product.data.itemNumber}
      isWelcomeKit={product.data.attributes.isWelcomeKit}
      userName={user.userName}
      statCode={agency.agencyId > 0 ? agency.statId : undefined}
      defaults={personalizationDefaults(undefined, agencyDetails.data, user)}
      // An edit renders again under the download's document; a reorder starts a new document.
      documentId={params.get('reorder') === 'true' ? undefined : (params.get('documentId') ?? undefined)}
      parentId={params.get('reorder') === 'true' ? undefined : (params.get('parentId') ?? undefined)}
    />
  );
}

interface EditorProps {
  productId: string;
  productName: string;
  itemNumber: string;
  isWelcomeKit: boolean;
  userName: string;
  statCode?: string;
  defaults: PersonalizationForm;
  documentId?: string;
  parentId?: string;
}

function Editor(props: EditorProps) {
  const navigate = useNavigate();
  const editor = useDocumentEditor({
    productId: props.productId,
    defaults: props.defaults,
    documentId: props.documentId,
  });
  const { form, proofOf } = editor;
  const { isValid } = form.formState;

  const preview = form.handleSubmit((values) => proofOf(values).catch(showApiErrorToast));
  const create = form.handleSubmit(async (values) => {
    try {
      const done = await proofOf(values);
      // The editor's return: the same query an external design tool would send back (spec 2 §2).
      navigate(
        links.customizeDownloadReturn({
          DocID: done.documentId,
          productId: props.productId,
          userName: props.userName,
          statCode: props.statCode,
          isWelcomeKit: props.isWelcomeKit,
          parentId: props.parentId,
        }),
      );
    } catch (error) {
      showApiErrorToast(error);
    }
  });

  return (
    <div>
      <Link
        to={links.productDetail(props.productId)}
        className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        ← {customDownloadTexts.backToProduct}
      </Link>
      <div className="mt-4">
        <PageTitle
          title={customDownloadTexts.customizeTitle}
          subtitle={`${props.productName} · Item # ${props.itemNumber}`}
        />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Panel
          aria-label={customDownloadTexts.agentDetails}
          noValidate
          onSubmit={create}
          as="form"
          padding="sm"
          raised={false}
          className="space-y-4"
        >
          <h2 className="font-semibold text-slate-900">{customDownloadTexts.agentDetails}</h2>
          <p className="text-sm text-slate-600">{customDownloadTexts.intro}</p>
          <PersonalizationFields form={form} licenseRequired={editor.licenseRequired} />
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-slate-700">
              {personalizationTexts.image}: {editor.image ? editor.image.name : personalizationTexts.noImage}
            </span>
            {editor.image && (
              <Button variant="ghost" size="sm" onClick={editor.removeImage}>
                {personalizationTexts.removeImage}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={editor.pickImage}>
              {labels.selectFromImageLibrary}
            </Button>
          </div>
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
            <Button
              variant="secondary"
              disabled={!isValid}
              loading={editor.isRendering}
              onClick={() => void preview()}
            >
              {customDownloadTexts.previewPdf}
            </Button>
            <Button type="submit" disabled={!isValid || editor.isRendering}>
              {customDownloadTexts.createDownload}
            </Button>
            <Link to={links.productDetail(props.productId)} className={buttonClasses('ghost')}>
              {customDownloadTexts.cancel}
            </Link>
          </div>
        </Panel>
        <ProofPanel
          heading={customDownloadTexts.preview}
          proofUrl={editor.proof?.fileUrl}
          rendering={editor.isRendering}
          emptyText={customDownloadTexts.previewEmpty}
          documentTitle={props.productName}
        />
      </div>
      <ImagePickerDialog {...editor.imagePicker} />
    </div>
  );
}
