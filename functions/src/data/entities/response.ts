import { RESPONSE_KINDS } from '@msc/shared/rules/match-back';
import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * A response to a mailed piece (issue 48, closed-loop results): one item per scan, visit or form sent on the
 * public response page of a recipient's personal URL. Agency-owned (the agency whose order mailed the piece),
 * written by the public page only, read by the agent's home panel and the results per drop and campaign.
 * The agency's responses are newest last by time; an order's are in its own gsi1 partition.
 */
export const ResponseEntity = lazyEntity({
  model: { entity: 'response', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    /** A ULID: unique, and ordered by time within the same instant. */
    responseId: { type: 'string', required: true },
    /** ISO instant of the response. */
    at: createdAt,
    kind: { type: RESPONSE_KINDS, required: true },
    orderId: { type: 'string', required: true },
    /** The user who placed the order (the agent the response is mailed to). */
    userName: { type: 'string', required: true },
    orderNumber: { type: 'string', required: true, default: '' },
    /** The order line whose piece carried the code (its campaign results page); absent on older responses. */
    itemId: { type: 'string' },
    /** The drop (1-based) whose piece carried the code. */
    drop: { type: 'number', required: true },
    /** The recipient of the piece (`recipientId` of the response code, stable from proof to mailing). */
    recipientId: { type: 'string', required: true },
    /** The recipient's name as mailed (the agent's own list), for the panel and the e-mail. */
    recipientName: { type: 'string', required: true, default: '' },
    /** The piece: its product's name. */
    pieceName: { type: 'string', required: true, default: '' },
    /** The response code of the personal URL. */
    code: { type: 'string', required: true },
    /** A form's request: call me or quote me. */
    request: { type: ['call', 'quote'] as const },
    /** What a form sent to reach the recipient (the recipient's own, given with consent). */
    contactName: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    message: { type: 'string' },
    /** The consent text's version the sender agreed to (a form is refused without it). */
    consent: { type: 'string' },
  },
  indexes: {
    /** The agency's responses by time: the home panel (since the agent last looked), results over time. */
    responsesOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['at', 'responseId'] },
    },
    /** One order's responses by time: the results of its drops. */
    responsesOfOrder: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['agencyId', 'orderId'] },
      sk: { field: 'gsi1sk', composite: ['at', 'responseId'] },
    },
  },
});
