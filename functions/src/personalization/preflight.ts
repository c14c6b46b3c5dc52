import { createHash } from 'node:crypto';
import { apiErrors } from '@msc/shared/messages';
import { PREFLIGHT_RECIPIENTS_SHOWN, type RecipientPreflight } from '@msc/shared/model/preflight';
import { splitByHoldout } from '@msc/shared/rules/holdout-choice';
import {
  type MergePreflight,
  type PreflightRecipient,
  preflightCleared,
  preflightKey,
  proofPageOf,
  withResponseCodeCheck,
} from '@msc/shared/rules/merge-preflight';
import { productById } from '#catalog/index';
import {
  type DocumentTemplate,
  proofPreflight,
  proofResponseCodes,
  recipientIdOf,
  renderProductProof,
  responseCodeOf,
  responseValues,
  templateForProduct,
} from '#documents/index';
import { badRequest } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import type { OrderStateRecord } from './personalization-store';

/** What the order state stores of an acknowledged preflight: a digest of its issues and their recipients. */
const signatureOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

/** A recipient as the preflight reads it: an order state's mail contact or a sub code's policyholder. */
export interface PreflightContact {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
  policyNumber?: string | undefined;
  mailListContactId?: string | undefined;
}

/**
 * What a preflight reads of a piece: its product, its actual recipients, the form's values and the stored
 * acknowledgement. An order state is one piece; an Express Order is one piece over every sub code's list.
 */
export interface PreflightPiece {
  /** The order state or Express Order: what the recipients' response codes are derived from. */
  pieceId: string;
  productId: string;
  contacts: readonly PreflightContact[];
  values: Record<string, string | undefined>;
  imageId?: string | undefined;
  acknowledgement?: string | undefined;
  /** Render the longest name's proof (the Express Order's step 4 shows each sub code's proof instead). */
  withProof: boolean;
}

const nameOf = (contact: PreflightContact) => `${contact.firstName} ${contact.lastName}`.trim();

/** Each recipient keyed by position and policy or list contact, so a repeated person counts twice. */
function recipientsOf(contacts: readonly PreflightContact[]): PreflightRecipient[] {
  return contacts.map((contact, index) => ({
    key: `${index}:${contact.policyNumber ?? contact.mailListContactId ?? ''}`,
    values: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      addressLine1: contact.addressLine1,
      addressLine2: contact.addressLine2,
      city: contact.city,
      state: contact.state,
      postalCode: contact.postalCode,
    },
  }));
}

/** The step-1 form as the template's values (the image and the form's id are not text). */
function formValues(record: OrderStateRecord): Record<string, string | undefined> {
  const { imageId: _imageId, id: _id, ...values } = record.personalization ?? {};
  return values as Record<string, string | undefined>;
}

/** The order state as a piece: its mail contacts on its product, with its form and acknowledgement. */
const pieceOf = (record: OrderStateRecord): PreflightPiece => ({
  pieceId: record.orderStateId,
  productId: record.productId,
  // The held out (step 4's holdout) get no piece: only the mailed are measured.
  contacts: splitByHoldout(record.mailContacts, record.holdout).mailed,
  values: formValues(record),
  imageId: record.personalization?.imageId,
  acknowledgement: record.preflightAcknowledgement,
  withProof: true,
});

interface Checked {
  preflight: MergePreflight;
  signature: string;
  recipients: PreflightRecipient[];
  /** The recipient the proof is rendered for (the longest name), with its response code's URLs. */
  proofRecipient?: PreflightRecipient;
}

/** The first drop's code of the piece's recipient: what the proof shows. */
async function withResponseCode(
  piece: PreflightPiece,
  contact: PreflightContact,
  recipient: PreflightRecipient,
) {
  const code = await responseCodeOf({ pieceId: piece.pieceId, recipientId: recipientIdOf(contact), drop: 1 });
  return { ...recipient, values: { ...recipient.values, ...responseValues(code) } };
}

/**
 * Reads back the QR code of the proof of the recipient with the longest name (else the first): a code that
 * does not decode to that recipient's own personal URL is a finding of the preflight (issue 48).
 */
async function checkResponseCode(
  piece: PreflightPiece,
  template: DocumentTemplate,
  preflight: MergePreflight,
  recipients: PreflightRecipient[],
): Promise<{ preflight: MergePreflight; proofRecipient: PreflightRecipient }> {
  const key = preflight.worstCases.find((worst) => worst.field === 'name')?.recipientKey;
  const index = Math.max(
    0,
    recipients.findIndex((recipient) => recipient.key === key),
  );
  const proofRecipient = await withResponseCode(piece, piece.contacts[index]!, recipients[index]!);
  const read = await proofResponseCodes(template, proofRecipient.values, piece.values);
  if (!read) return { preflight, proofRecipient };
  const expected = proofRecipient.values.responseScanUrl ?? '';
  return {
    preflight: withResponseCodeCheck(preflight, { recipientKey: proofRecipient.key, expected, ...read }),
    proofRecipient,
  };
}

/** The merge preflight of the piece's recipients on its product's proof. */
async function check(piece: PreflightPiece): Promise<Checked> {
  const recipients = recipientsOf(piece.contacts);
  const product = await productById(piece.productId);
  if (!product || recipients.length === 0) {
    return { preflight: { recipientCount: 0, issues: [], worstCases: [] }, signature: '', recipients };
  }
  const template = templateForProduct(product);
  const measured = await proofPreflight(template, recipients, piece.values);
  const { preflight, proofRecipient } = await checkResponseCode(piece, template, measured, recipients);
  return {
    preflight,
    signature: preflight.issues.length ? signatureOf(preflightKey(preflight)) : '',
    recipients,
    proofRecipient,
  };
}

/** Step 4's preflight of an order state, with the proof of the recipient whose name is longest. */
export const recipientPreflight = (ctx: RequestContext, record: OrderStateRecord) =>
  piecePreflight(ctx, pieceOf(record));

/** A piece's preflight as step 4 shows it (with the longest name's proof when the piece asks for it). */
export async function piecePreflight(
  ctx: RequestContext,
  piece: PreflightPiece,
): Promise<RecipientPreflight> {
  const { preflight, signature, recipients, proofRecipient } = await check(piece);
  const byKey = new Map(recipients.map((recipient, index) => [recipient.key, piece.contacts[index]!]));
  const nameByKey = (key: string) => {
    const contact = byKey.get(key);
    return contact ? nameOf(contact) : '';
  };
  const longest = piece.withProof && preflight.worstCases.find((worst) => worst.field === 'name');
  const proof = longest
    ? await renderProductProof(ctx, {
        productId: piece.productId,
        values: piece.values,
        recipient:
          proofRecipient?.key === longest.recipientKey
            ? proofRecipient.values
            : recipients.find((recipient) => recipient.key === longest.recipientKey)?.values,
        imageId: piece.imageId,
      })
    : undefined;
  return {
    recipientCount: preflight.recipientCount,
    issues: preflight.issues.map((issue) => ({
      field: issue.field,
      kind: issue.kind,
      count: issue.recipientKeys.length,
      recipients: issue.recipientKeys.slice(0, PREFLIGHT_RECIPIENTS_SHOWN).map(nameByKey),
      example: { ...issue.example, recipientName: nameByKey(issue.example.recipientKey) },
    })),
    worstCases: preflight.worstCases.map((worst) => ({
      field: worst.field,
      status: worst.status,
      text: worst.text,
      printed: worst.printed,
      page: worst.page,
      recipientName: nameByKey(worst.recipientKey),
    })),
    signature,
    proofPage: proofPageOf(preflight),
    acknowledged: preflightCleared(preflight, piece.acknowledgement, signatureOf),
    proof: proof && {
      documentId: proof.documentId,
      fileUrl: proof.fileUrl,
      totalPages: proof.totalPages,
    },
  };
}

/** An acknowledgement is taken only of the issues the recipients have now (else 400: look again). */
export async function acknowledgedSignature(piece: PreflightPiece, signature: string): Promise<string> {
  const { signature: current } = await check(piece);
  if (!current || current !== signature) throw badRequest(apiErrors.preflightChanged);
  return signature;
}

export const checkedAcknowledgement = (record: OrderStateRecord, signature: string) =>
  acknowledgedSignature(pieceOf(record), signature);

/** Add to cart refuses (400) a piece whose preflight has issues the agent has not acknowledged. */
export async function requirePieceCleared(piece: PreflightPiece): Promise<void> {
  const { preflight } = await check(piece);
  if (!preflightCleared(preflight, piece.acknowledgement, signatureOf)) {
    throw badRequest(apiErrors.preflightNotAcknowledged);
  }
}

export const requirePreflightCleared = (record: OrderStateRecord) => requirePieceCleared(pieceOf(record));
