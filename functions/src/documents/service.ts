import type { documentsApi } from '@msc/shared/api/documents';
import { apiErrors } from '@msc/shared/messages';
import { productById } from '#catalog/index';
import { imageOf } from '#images/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import {
  type CommittedDocument,
  DocumentNotYours,
  documentEditor,
  type RenderedDocument,
} from './document-editor';
import { templateForProduct } from './document-template';
import { type DocumentOwner, readLibraryImage } from './documents-store';
import type { ProofImage } from './render-proof';

export const documentOwner = (ctx: RequestContext): DocumentOwner => ({
  agencyId: ctx.agencyId,
  userName: ctx.user.userName,
});

/**
 * Renders the proof of a personalizable product with the step-1 form: what Preview PDF, customizable
 * downloads and print on demand call.
 */
export async function renderProductProof(
  ctx: RequestContext,
  input: {
    productId: string;
    values: Record<string, string | undefined>;
    documentId?: string;
    recipient?: Record<string, string | undefined>;
    /** From the user's image library ('Select from Image Library'). */
    imageId?: string;
  },
): Promise<RenderedDocument> {
  const product = await productById(input.productId);
  if (!product || !(product.isPersonalizable || product.isCustomizeDownloadble)) {
    throw notFound(apiErrors.productNotFound);
  }
  const image = input.imageId ? await libraryImage(ctx, input.imageId) : undefined;
  try {
    return await documentEditor().render({
      image,
      owner: documentOwner(ctx),
      template: templateForProduct(product),
      values: input.values,
      recipient: input.recipient,
      documentId: input.documentId,
    });
  } catch (error) {
    if (error instanceof DocumentNotYours) throw notFound();
    throw error;
  }
}

/** The proof takes PNG and JPEG images; another user's image (or none) answers 404. */
async function libraryImage(ctx: RequestContext, imageId: string): Promise<ProofImage | undefined> {
  const image = await imageOf(ctx.user.userName, imageId);
  if (!image) throw notFound();
  const found = await readLibraryImage(image);
  if (found.contentType === 'image/png') return { bytes: found.bytes, type: 'png' };
  if (found.contentType === 'image/jpeg') return { bytes: found.bytes, type: 'jpg' };
  return undefined;
}

/** A fresh URL of a document of the caller's (404 for anyone else's). */
export async function locateDocument(ctx: RequestContext, documentId: string): Promise<RenderedDocument> {
  const found = await documentEditor().locate(documentId, documentOwner(ctx));
  if (!found) throw notFound();
  return found;
}

/** Commit a document of the caller's (the punch-out's commit-order); anyone else's answers 404. */
export async function commitDocument(ctx: RequestContext, documentId: string): Promise<CommittedDocument> {
  const committed = await documentEditor().commit(documentId, documentOwner(ctx));
  if (!committed) throw notFound();
  return committed;
}

export const documentsService: Implementation<typeof documentsApi> = {
  renderProof: async ({ ctx, body }) => {
    const { imageId, id: _id, ...values } = body.form;
    return renderProductProof(ctx, {
      productId: body.productId,
      values,
      documentId: body.documentId,
      imageId,
    });
  },
  get: async ({ ctx, params }) => locateDocument(ctx, params.documentId),
};
