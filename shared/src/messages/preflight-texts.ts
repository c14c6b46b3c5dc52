import { formatCount } from '../rules/formatting';
import type { MergeField, PreflightIssueKind } from '../rules/merge-preflight';

const FIELD_NOUNS: Record<MergeField, readonly [string, string]> = {
  name: ['name', 'names'],
  addressLine: ['address line', 'address lines'],
  cityLine: ['city, state and ZIP line', 'city, state and ZIP lines'],
  greeting: ['greeting', 'greetings'],
  responseCode: ['QR code', 'QR codes'],
};

/**
 * The merge preflight of step 4 (issue "campaign quality": per-recipient preflight of the proof). The spec
 * has no such step: every text is ours.
 */
export const preflightTexts = {
  title: 'Recipient preflight',
  intro: 'Each name and address of your recipients was measured against its place on the piece.',
  running: 'Checking every recipient against the proof…',
  allFit: (count: number) =>
    count === 1
      ? 'The name and address of your recipient fit the piece.'
      : `The names and addresses of all ${formatCount(count)} recipients fit the piece.`,
  noNamedRecipients: 'Purchased prospects are checked by the mail house: there are no names to check here.',
  issue: (field: MergeField, kind: PreflightIssueKind, count: number) => {
    const [one, many] = FIELD_NOUNS[field] ?? [field, field];
    const noun = count === 1 ? one : many;
    const counted = `${formatCount(count)} ${noun}`;
    if (kind === 'shortened') return `${counted} will be shortened`;
    if (kind === 'unreadable')
      return `${counted} ${count === 1 ? 'does' : 'do'} not lead to ${count === 1 ? 'its' : 'their'} recipient's personal page`;
    if (kind === 'overflow') return `${counted} will run past ${count === 1 ? 'its' : 'their'} box`;
    return `${counted} will be printed with a required field empty`;
  },
  longest: 'Longest',
  firstAffected: 'First affected',
  printedAs: 'printed as',
  emptyText: '(empty)',
  showProof: 'Preview the longest case',
  hideProof: 'Hide the longest case',
  proofTitle: 'Proof of the longest name',
  acknowledge: 'I have reviewed these recipients and accept that their names and addresses print as shown.',
  acknowledgeFirst: 'Acknowledge the recipient preflight to add this piece to the cart.',
  failed: 'The recipient preflight could not be run. Try again.',
  tryAgain: 'Try again',
};
