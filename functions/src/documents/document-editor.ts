import { ulid } from 'ulid';
import { type DocumentTemplate, SAMPLE_RECIPIENT, type TemplateValues } from './document-template';
import { type DocumentOwner, documentKey, documentUrl, findDocument, putDocument } from './documents-store';
import { type ProofImage, renderProof } from './render-proof';

export interface ProofInput {
  owner: DocumentOwner;
  template: DocumentTemplate;
  /** The personalization form's fields (or any field the template binds). */
  values: TemplateValues;
  /** The recipient the proof shows; a sample contact when none. */
  recipient?: TemplateValues;
  image?: ProofImage;
  /** Render again under an existing document id of the same owner. */
  documentId?: string;
}

export interface RenderedDocument {
  documentId: string;
  fileUrl: string;
  totalPages: number;
}

/**
 * The document editor behind personalization step 1, customizable downloads and print on demand. The spec
 * embeds an external editor (ticket, frame, return page with DocID, commit); this adapter is that protocol's
 * seam. The default is the built-in editor below; an external one can replace it in AWS.
 */
export interface DocumentEditor {
  render(input: ProofInput): Promise<RenderedDocument>;
  /** A fresh short-lived URL, or undefined when the document is not the owner's (answer 404). */
  locate(documentId: string, owner: DocumentOwner): Promise<RenderedDocument | undefined>;
  /**
   * The punch-out's commit-order (spec 2 §7): the document becomes final. Answers the editor's order id and
   * where the finished PDF lies in the documents bucket, or undefined when the document is not the owner's.
   */
  commit(documentId: string, owner: DocumentOwner): Promise<CommittedDocument | undefined>;
}

export interface CommittedDocument {
  orderId: string;
  /** Key of the finished PDF in the documents bucket. */
  fileKey: string;
  totalPages: number;
}

const sameOwner = (a: DocumentOwner, b: DocumentOwner) =>
  a.agencyId === b.agencyId && a.userName === b.userName;

/** Renders with pdf-lib, stores the PDF in the documents bucket under its id, serves it by presigned URL. */
export const builtInEditor: DocumentEditor = {
  async render(input) {
    if (input.documentId) {
      const existing = await findDocument(input.documentId);
      if (existing && !sameOwner(existing, input.owner)) return Promise.reject(new DocumentNotYours());
    }
    const documentId = input.documentId ?? ulid();
    const { bytes, totalPages } = await renderProof(
      input.template,
      input.values,
      input.recipient ?? SAMPLE_RECIPIENT,
      input.image,
    );
    await putDocument(documentId, bytes, { ...input.owner, totalPages });
    return { documentId, fileUrl: await documentUrl(documentId), totalPages };
  },

  async locate(documentId, owner) {
    const stored = await findDocument(documentId);
    if (!stored || !sameOwner(stored, owner)) return undefined;
    return { documentId, fileUrl: await documentUrl(documentId), totalPages: stored.totalPages };
  },
  // The built-in editor renders the final PDF at preview time: committing names it, nothing is re-rendered.
  async commit(documentId, owner) {
    const stored = await findDocument(documentId);
    if (!stored || !sameOwner(stored, owner)) return undefined;
    return { orderId: ulid(), fileKey: documentKey(documentId), totalPages: stored.totalPages };
  },
};

/** Raised when a caller re-renders a document id that belongs to someone else (the API answers 404). */
export class DocumentNotYours extends Error {
  constructor() {
    super('document belongs to another owner');
    this.name = 'DocumentNotYours';
  }
}

let editor: DocumentEditor = builtInEditor;

/** The editor in use (the built-in one unless replaced). */
export const documentEditor = (): DocumentEditor => editor;

/** Replace the editor (an external service in AWS, a fake in a unit test). */
export function useDocumentEditor(next: DocumentEditor): void {
  editor = next;
}
