import {
  type MergePreflight,
  mergePreflight,
  type PreflightRecipient,
} from '@msc/shared/rules/merge-preflight';
import { type DocumentTemplate, mergeFieldBoxes, type TemplateValues } from './document-template';
import { proofTextMeasure, winAnsiSafe } from './render-proof';

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
