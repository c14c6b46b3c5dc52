import { labels, personalizationTexts as texts } from '@msc/shared/messages';
import { type Approvals, canPreviewPdf } from '@msc/shared/rules/personalization-steps';
import { Button } from '#ui/button';
import { ApprovalsFieldset } from './approvals-fieldset';
import { PersonalizationFields } from './personalization-fields';
import type { DocumentEditor } from './use-document-editor';

/** The editor's form: the product, what to fill in, and the agency and agent fields. */
export function EditorFieldsSection({
  editor,
  productName,
}: {
  editor: DocumentEditor;
  productName: string;
}) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{productName}</h2>
      <p className="text-sm text-slate-600">{texts.formIntro}</p>
      <PersonalizationFields form={editor.form} licenseRequired={editor.licenseRequired} />
    </section>
  );
}

/** The editor's image: the one chosen (with its thumbnail where asked), Remove, and the library's button. */
export function EditorImageSection({
  editor,
  showThumbnail = false,
}: {
  editor: DocumentEditor;
  showThumbnail?: boolean;
}) {
  const { image } = editor;
  return (
    <section aria-labelledby="image-heading" className="space-y-2">
      <h3 id="image-heading" className="font-semibold text-slate-900">
        {texts.image}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        {showThumbnail && image?.thumbnailUrl && (
          <img src={image.thumbnailUrl} alt="" className="size-16 rounded border object-contain" />
        )}
        <span className={`text-sm ${image || !showThumbnail ? 'text-slate-800' : 'text-slate-600'}`}>
          {image ? image.name : texts.noImage}
        </span>
        {image && (
          <Button variant="ghost" size="sm" onClick={editor.removeImage}>
            {texts.removeImage}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={editor.pickImage}>
          {labels.selectFromImageLibrary}
        </Button>
      </div>
    </section>
  );
}

/** Preview PDF (once the form is valid), then the three approvals, open only while the proof is current. */
export function EditorApprovals({
  editor,
  approvals,
  onChange,
}: {
  editor: DocumentEditor;
  approvals: Approvals;
  onChange: (approvals: Approvals) => void;
}) {
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void editor.preview()}
        disabled={!canPreviewPdf(editor.form.formState.isValid)}
        loading={editor.isRendering}
      >
        {texts.previewPdf}
      </Button>
      <ApprovalsFieldset approvals={approvals} onChange={onChange} disabled={!editor.isCurrent} />
    </>
  );
}
