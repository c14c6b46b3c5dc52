import {
  type FitStatus,
  fillPattern,
  fitText,
  type TemplateValues,
  type TextFrame,
  type TextMeasure,
  type WhenLong,
} from './merge-text';

/**
 * The merge preflight (step 4, before the piece is approved into the cart): every merge field of the proof
 * measured against its box for each actual recipient, so the agent sees before ordering which names or
 * addresses the printed piece will shorten, which run past their box and which print with a required
 * field empty, with the longest case of each.
 */

/**
 * The merge fields of a proof, by what the agent knows them as; `responseCode` is the QR code of the
 * recipient's personal URL (issue 48), read back from the proof rather than measured.
 */
export type MergeField = 'name' | 'addressLine' | 'cityLine' | 'greeting' | 'responseCode';

export interface MergeFieldBox extends TextFrame {
  field: MergeField;
  /** The box's pattern: `{recipient.firstName} {recipient.lastName}`. */
  pattern: string;
  maxLines: number;
  whenLong: WhenLong;
  /** Recipient fields the box must not print without. */
  required: readonly string[];
  /** The proof's page the box is on (1-based): a postcard's address block is on its back, page 2. */
  page: number;
}

export interface PreflightRecipient {
  /** What names the recipient in the order state (policy number, list contact id or position). */
  key: string;
  values: TemplateValues;
}

/** `unreadable`: a proof's QR code does not decode to its recipient's personal URL. */
export type PreflightIssueKind = Exclude<FitStatus, 'fits'> | 'emptyRequired' | 'unreadable';

/** A merge field's text for one recipient: as filled in, and as the proof prints it. */
export interface MergeCase {
  recipientKey: string;
  text: string;
  printed: string[];
  /** The proof's page that prints it. */
  page: number;
}

export interface PreflightIssue {
  field: MergeField;
  kind: PreflightIssueKind;
  /** The recipients it affects, in the order state's order. */
  recipientKeys: string[];
  /** The longest affected case (for an empty required field: the first). */
  example: MergeCase;
}

export interface FieldWorstCase extends MergeCase {
  field: MergeField;
  status: FitStatus;
}

export interface MergePreflight {
  recipientCount: number;
  /** The longest text of each merge field among the recipients, as printed. */
  worstCases: FieldWorstCase[];
  issues: PreflightIssue[];
}

const KIND_ORDER: readonly PreflightIssueKind[] = ['unreadable', 'emptyRequired', 'overflow', 'shortened'];

const isEmpty = (value: string | undefined) => !value || value.trim() === '';

/**
 * Classifies every merge field of `boxes` for every recipient with the proof's measurer. A field in several
 * boxes counts a recipient once per kind of issue.
 */
export function mergePreflight(
  boxes: readonly MergeFieldBox[],
  recipients: readonly PreflightRecipient[],
  measure: TextMeasure,
  formValues: TemplateValues = {},
): MergePreflight {
  // Each issue's recipients as a Set while counting (in the order met): a field that fails for all of a
  // 60,000-recipient list is not 60,000² looks.
  type Counting = Omit<PreflightIssue, 'recipientKeys'> & { recipientKeys: Set<string>; width: number };
  const issues = new Map<string, Counting>();
  const worst = new Map<MergeField, FieldWorstCase & { width: number }>();
  for (const box of boxes) {
    const weight = box.bold ? 'bold' : 'regular';
    for (const recipient of recipients) {
      const text = fillPattern(box.pattern, formValues, recipient.values);
      const fitted = fitText(text, box, measure);
      const width = measure(text, weight, box.size);
      const found: MergeCase = { recipientKey: recipient.key, text, printed: fitted.lines, page: box.page };
      const kept = worst.get(box.field);
      if (!kept || width > kept.width)
        worst.set(box.field, { ...found, field: box.field, status: fitted.status, width });
      const kinds: PreflightIssueKind[] = [];
      if (box.required.some((name) => isEmpty(recipient.values[name]))) kinds.push('emptyRequired');
      if (fitted.status !== 'fits') kinds.push(fitted.status);
      for (const kind of kinds) {
        const id = `${box.field}|${kind}`;
        const issue = issues.get(id);
        if (!issue) {
          issues.set(id, {
            field: box.field,
            kind,
            recipientKeys: new Set([recipient.key]),
            example: found,
            width,
          });
          continue;
        }
        issue.recipientKeys.add(recipient.key);
        if (kind !== 'emptyRequired' && width > issue.width) Object.assign(issue, { example: found, width });
      }
    }
  }
  const fieldOrder = boxes.map((box) => box.field);
  return {
    recipientCount: recipients.length,
    worstCases: [...worst.values()].map(({ width: _width, ...worstCase }) => worstCase),
    issues: [...issues.values()]
      .map(({ width: _width, recipientKeys, ...issue }) => ({ ...issue, recipientKeys: [...recipientKeys] }))
      .sort(
        (a, b) =>
          fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field) ||
          KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
      ),
  };
}

/**
 * What an acknowledgement names: the issues and the recipients they affect. A recipient, template or form
 * that changes what is flagged makes another key, so an acknowledgement never carries over to issues the
 * agent has not seen (a recipient that fits may come or go).
 */
export function preflightKey(preflight: MergePreflight): string {
  return preflight.issues
    .map((issue) => `${issue.field}:${issue.kind}:${issue.recipientKeys.join(',')}`)
    .join('|');
}

/**
 * The piece may be approved into the cart: no issue, or the agent acknowledged exactly these issues
 * (`sign` turns the key into what the order state stores: the server keeps a digest of it).
 */
export function preflightCleared(
  preflight: MergePreflight,
  acknowledged: string | undefined,
  sign: (key: string) => string = (key) => key,
): boolean {
  return preflight.issues.length === 0 || acknowledged === sign(preflightKey(preflight));
}

/**
 * The proof's page to open on: the first issue's (what the agent must look at), else the page of the
 * longest name (whose recipient the proof is rendered for), else the first.
 */
export function proofPageOf(preflight: Pick<MergePreflight, 'issues' | 'worstCases'>): number {
  return (
    preflight.issues[0]?.example.page ??
    preflight.worstCases.find((worst) => worst.field === 'name')?.page ??
    1
  );
}

/**
 * The preflight with the finding of a proof whose QR code was read back (issue 48): an issue when none of
 * the codes `decoded` from the proof is the recipient's own personal URL (`expected`), first among the issues.
 */
export function withResponseCodeCheck(
  preflight: MergePreflight,
  proof: { recipientKey: string; expected: string; decoded: readonly string[]; page: number },
): MergePreflight {
  if (proof.decoded.includes(proof.expected)) return preflight;
  const issue: PreflightIssue = {
    field: 'responseCode',
    kind: 'unreadable',
    recipientKeys: [proof.recipientKey],
    example: {
      recipientKey: proof.recipientKey,
      text: proof.expected,
      printed: [...proof.decoded],
      page: proof.page,
    },
  };
  return { ...preflight, issues: [issue, ...preflight.issues] };
}
