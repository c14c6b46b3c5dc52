import {
  type MergePreflight,
  mergePreflight,
  type PreflightRecipient,
} from '@msc/shared/rules/merge-preflight';
import { type DocumentTemplate, mergeFieldBoxes, type TemplateValues } from './document-template';
import { proofTextMeasure, renderProof, winAnsiSafe } from './render-proof';
import { readProofQrCodes } from './response-qr';

const printable = (values: TemplateValues): TemplateValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === undefined ? value : winAnsiSafe(value)]),
  );

/**
 * The merge preflight of `template` for the order's recipients, measured with the fonts the proof embeds
 * and on the characters it prints (renderProof lays out the same way).
 */
export async function proofPreflight(
  template: DocumentTemplate,
  recipients: readonly PreflightRecipient[],
  values: TemplateValues = {},
): Promise<MergePreflight> {
  const measure = await proofTextMeasure();
  return mergePreflight(
    mergeFieldBoxes(template),
    recipients.map((recipient) => ({ ...recipient, values: printable(recipient.values) })),
    measure,
    printable(values),
  );
}

/**
 * The QR codes a proof of `template` for `recipient` carries, read back from the rendered PDF, and the page
 * of its response box; undefined when the template has no response box (an e-mail gets the link instead).
 */
export async function proofResponseCodes(
  template: DocumentTemplate,
  recipient: TemplateValues,
  values: TemplateValues = {},
): Promise<{ decoded: string[]; page: number } | undefined> {
  const index = template.pages.findIndex((page) => page.responseBox);
  if (index < 0) return undefined;
  const { bytes } = await renderProof(template, values, recipient);
  return { decoded: await readProofQrCodes(bytes), page: index + 1 };
}
