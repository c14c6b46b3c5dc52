import * as z from 'zod';
import { Id } from '../model/fields';
import { Proof, RenderProof } from '../model/personalization';
import { endpoint } from './endpoint';

const DocumentParams = z.object({ documentId: Id });

/** The built-in document editor: PDF proofs rendered from a product's template. */
export const documentsApi = {
  renderProof: endpoint({
    method: 'POST',
    path: '/documents/proofs',
    auth: 'allAccess',
    usageLimit: 'proofRender',
    body: RenderProof,
    response: Proof,
    status: 201,
  }),
  /** A fresh short-lived URL of a proof the user's agency owns. */
  get: endpoint({
    method: 'GET',
    path: '/documents/{documentId}',
    auth: 'allAccess',
    params: DocumentParams,
    response: Proof,
  }),
};
