/**
 * What other capabilities may use of the document editor: personalization (proofs), customizable downloads
 * and print on demand render through here, never through the store.
 */
export {
  builtInEditor,
  type CommittedDocument,
  type DocumentEditor,
  documentEditor,
  type ProofInput,
  type RenderedDocument,
  useDocumentEditor,
} from './document-editor';
export {
  type DocumentTemplate,
  mergeFieldBoxes,
  SAMPLE_RECIPIENT,
  type TemplateValues,
  templateForProduct,
} from './document-template';
export { type DocumentOwner, readDocument } from './documents-store';
export { proofPreflight, proofResponseCodes } from './proof-preflight';
export { fillPattern, type ProofImage, renderProof } from './render-proof';
export {
  type CodedRecipient,
  type ResponseCodeInput,
  recipientIdOf,
  responseCodeOf,
  responseCoder,
  responseValues,
} from './response-code';
export { commitDocument, documentOwner, locateDocument, renderProductProof } from './service';
