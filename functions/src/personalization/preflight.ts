import { createHash } from 'node:crypto';
import { apiErrors } from '@msc/shared/messages';
import { PREFLIGHT_RECIPIENTS_SHOWN, type RecipientPreflight } from '@msc/shared/model/preflight';
import {
  type MergePreflight,
  type PreflightRecipient,
  preflightCleared,
  preflightKey,
  proofPageOf,
} from '@msc/shared/rules/merge-preflight';
import { productById } from '#catalog/index';
import { proofPreflight, renderProductProof, templateForProduct } from '#documents/index';
import { badRequest } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import type { OrderStateRecord } from './personalization-store';

/** What the order state stores of an acknowledged preflight: a digest of its issues and their recipients. */
const signatureOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

type Contact = OrderStateRecord['mailContacts'][number];

const nameOf = (contact: Contact) => `${contact.firstName} ${contact.lastName}`.trim();

/** Each recipient keyed by position and policy or list contact, so a repeated person counts twice. */
function recipientsOf(record: OrderStateRecord): PreflightRecipient[] {
  return record.mailContacts.map((contact, index) => ({
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

interface Checked {
  preflight: MergePreflight;
  signature: string;
  recipients: PreflightRecipient[];
}

/** The merge preflight of the order state's recipients on its product's proof. */
async function check(record: OrderStateRecord): Promise<Checked> {
  const recipients = recipientsOf(record);
  const product = await productById(record.productId);
  if (!product || recipients.length === 0) {
    return { preflight: { recipientCount: 0, issues: [], worstCases: [] }, signature: '', recipients };
  }
  const preflight = await proofPreflight(templateForProduct(product), recipients, formValues(record));
  return {
    preflight,
    signature: preflight.issues.length ? signatureOf(preflightKey(preflight)) : '',
    recipients,
  };
}

/** Step 4's preflight, with the proof of the recipient whose name is longest. */
export async function recipientPreflight(
  ctx: RequestContext,
  record: OrderStateRecord,
): Promise<RecipientPreflight> {
  const { preflight, signature, recipients } = await check(record);
  const byKey = new Map(recipients.map((recipient, index) => [recipient.key, record.mailContacts[index]!]));
  const nameByKey = (key: string) => {
    const contact = byKey.get(key);
    return contact ? nameOf(contact) : '';
  };
  const longest = preflight.worstCases.find((worst) => worst.field === 'name');
  const proof = longest
    ? await renderProductProof(ctx, {
        productId: record.productId,
        values: formValues(record),
        recipient: recipients.find((recipient) => recipient.key === longest.recipientKey)?.values,
        imageId: record.personalization?.imageId,
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
    acknowledged: preflightCleared(preflight, record.preflightAcknowledgement, signatureOf),
    proof: proof && {
      documentId: proof.documentId,
      fileUrl: proof.fileUrl,
      totalPages: proof.totalPages,
    },
  };
}

/** An acknowledgement is taken only of the issues the recipients have now (else 400: look again). */
export async function checkedAcknowledgement(record: OrderStateRecord, signature: string): Promise<string> {
  const { signature: current } = await check(record);
  if (!current || current !== signature) throw badRequest(apiErrors.preflightChanged);
  return signature;
}

/** Add to cart refuses (400) a piece whose preflight has issues the agent has not acknowledged. */
export async function requirePreflightCleared(record: OrderStateRecord): Promise<void> {
  const { preflight } = await check(record);
  if (!preflightCleared(preflight, record.preflightAcknowledgement, signatureOf)) {
    throw badRequest(apiErrors.preflightNotAcknowledged);
  }
}
