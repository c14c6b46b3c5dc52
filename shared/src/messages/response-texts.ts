import { formatCount } from '../rules/formatting';

/**
 * Closed-loop results (issue 48): the public response page of a recipient's personal URL, the agent's
 * e-mail and the home page's "New responses" panel, and the optional holdout of step 4. The spec has no
 * such pages: every text is ours.
 */
export const responseTexts = {
  page: {
    greeting: (firstName: string) =>
      firstName ? `Hi ${firstName}, thanks for stopping by.` : 'Thanks for stopping by.',
    intro: 'Tell us how to reach you and your local agent will call you or send you a free quote.',
    contact: 'Your agent',
    request: 'What would you like?',
    call: 'Call me',
    quote: 'Quote me',
    name: 'Your name',
    phone: 'Phone',
    email: 'Email (optional)',
    message: 'Anything we should know? (optional)',
    consent:
      'I agree that this agency may contact me by phone or email about insurance, at the number and address I gave. This is not a condition of any purchase.',
    consentRequired: 'Please agree to be contacted so that we can reach you.',
    send: 'Send',
    sent: 'Thank you. Your agent will be in touch soon.',
    notFoundTitle: 'This page was not found',
    notFound:
      'The address you followed does not lead to a page. Check the address printed on your mail piece, or call your agent.',
  },
  email: {
    subject: (name: string, piece: string) => `New response from ${name} to ${piece}`,
    lead: (name: string, kind: string, piece: string, drop: number) =>
      `${name} ${kind} your ${piece} (drop ${drop}).`,
    kinds: {
      scan: 'scanned the QR code of',
      visit: 'visited the personal page of',
      form: 'asked to be contacted about',
    },
    request: { call: 'Asked for: a call', quote: 'Asked for: a quote' },
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    message: 'Message',
  },
  panel: {
    title: 'New responses',
    empty: 'No responses in the last 14 days.',
    kinds: { scan: 'Scanned the QR code', visit: 'Visited the personal page', form: 'Asked to be contacted' },
    drop: (drop: number) => `Drop ${drop}`,
    recipient: 'Recipient',
    piece: 'Piece',
    response: 'Response',
    when: 'When',
    results: (orderNumber: string) => `Results of order ${orderNumber}`,
  },
  holdout: {
    label: 'Hold out for measuring',
    help: 'A share of the cleaned list chosen at random is neither mailed nor charged, so results can compare it with the recipients mailed.',
    none: 'None',
    share: (percent: number) => `${percent}%`,
    summary: (heldOut: number, mailed: number) =>
      `${formatCount(heldOut)} held out, ${formatCount(mailed)} mailed`,
    /** A holdout value the API does not offer (a 400 names the field with it). */
    invalid: 'Choose a holdout of 0, 5 or 10%.',
    /** Subscriptions and annual-auto letters mail by their own schedule: no holdout is offered. */
    notOffered: 'A holdout is offered for a mailing list only, not for this piece.',
  },
};
