import type { Image } from '@msc/shared/model/image';
import {
  isLicenseNumberRequiredIn,
  PersonalizationForm,
  type Proof,
} from '@msc/shared/model/personalization';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { showApiErrorToast } from '#ui/toast';
import { useRenderProof } from '../api/order-state-queries';

export type EditorImage = Pick<Image, 'id' | 'name' | 'thumbnailUrl'>;

/** What a proof was rendered from: the filled fields and the image, in a stable order. */
const proofKey = (values: Partial<PersonalizationForm>, imageId: string | undefined) =>
  JSON.stringify(
    Object.entries({ ...values, imageId })
      .filter(([key, value]) => key !== 'id' && value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

export interface DocumentEditorOptions {
  productId: string;
  defaults: PersonalizationForm;
  /** The document being edited: a new render keeps its id. */
  documentId?: string;
  /** The image the document already has. */
  image?: EditorImage;
  /** The document's stored proof shows `defaults`: it counts as current until the form changes. */
  proofShowsDefaults?: boolean;
}

/**
 * The built-in document editor's state, one for every page that shows it (spec 2 §2): the agency and agent
 * form, the image from the library, and the proof the server renders. What gets printed, mailed or
 * downloaded is the proof, so the pages go on only while it is current (rendered from the values on screen).
 */
export function useDocumentEditor(options: DocumentEditorOptions) {
  const { productId, defaults } = options;
  const form = useForm<PersonalizationForm>({
    resolver: formResolver(PersonalizationForm),
    mode: 'onChange',
    defaultValues: defaults,
  });
  const [image, setImage] = useState<EditorImage | undefined>(options.image);
  const [picking, setPicking] = useState(false);
  const render = useRenderProof();
  const [proof, setProof] = useState<Proof>();
  const [renderedFrom, setRenderedFrom] = useState<string | undefined>(
    options.proofShowsDefaults ? proofKey(defaults, defaults.imageId) : undefined,
  );
  const values = form.watch();
  const documentId = proof?.documentId ?? options.documentId;
  const isCurrent = renderedFrom !== undefined && renderedFrom === proofKey(values, image?.id);

  /** Renders a new proof of these (valid) values. */
  const renderProof = async (valid: PersonalizationForm): Promise<Proof> => {
    const rendered = await render.mutateAsync({
      productId,
      form: { ...valid, imageId: image?.id },
      documentId,
    });
    setProof(rendered);
    setRenderedFrom(proofKey(valid, image?.id));
    return rendered;
  };

  return {
    form,
    values,
    licenseRequired: isLicenseNumberRequiredIn(values.state ?? ''),
    image,
    removeImage: () => setImage(undefined),
    pickImage: () => setPicking(true),
    /** The props of the image library dialog. */
    imagePicker: {
      open: picking,
      onOpenChange: setPicking,
      onPick: (picked: EditorImage) => {
        setImage(picked);
        setPicking(false);
      },
    },
    /** The last proof rendered on this page, and the document it belongs to (else the edited one). */
    proof,
    documentId,
    isRendering: render.isPending,
    isCurrent,
    /** Preview PDF: a new proof of the form once it is valid; a failure is shown as a toast. */
    preview: form.handleSubmit((valid) => renderProof(valid).then(() => undefined, showApiErrorToast)),
    /** The proof of these values: the one shown when it is theirs, else a new render. */
    proofOf: (valid: PersonalizationForm): Promise<Proof> =>
      proof && renderedFrom === proofKey(valid, image?.id) ? Promise.resolve(proof) : renderProof(valid),
  };
}

export type DocumentEditor = ReturnType<typeof useDocumentEditor>;
