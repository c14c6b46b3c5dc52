import { apiErrors } from '@msc/shared/messages';
import { normalizeResponseCode } from '@msc/shared/rules/response-url';
import { getAgencies } from '#agency/index';
import { type OrderDetailRowRecord, orderWithItems, rowOfResponseCode } from '#orders/index';
import { notFound } from '#platform/http-error';

/** What a personal URL's code names: the mailed row (recipient, drop, piece) and its order's agency. */
export interface MailedPiece {
  code: string;
  row: OrderDetailRowRecord;
  agencyId: number;
  /** The order line whose list the row was mailed from (its campaign results page), when it is still there. */
  itemId?: string;
  agency: NonNullable<Awaited<ReturnType<typeof getAgencies>>[number]>;
}

/**
 * The mailed piece of a code, read the way a typed code is read (case, look-alike letters); 404 with our
 * text for a code that names none (malformed, never mailed, or its order gone), never anything else.
 */
export async function mailedPieceOf(text: string): Promise<MailedPiece> {
  const code = normalizeResponseCode(text);
  const row = code ? await rowOfResponseCode(code) : undefined;
  const placed = row ? await orderWithItems(row.userName, row.orderId) : undefined;
  const [agency] = placed ? await getAgencies([placed.order.agencyId]) : [];
  if (!code || !row || !placed || !agency) throw notFound(apiErrors.responseCodeNotFound);
  const itemId = placed.items.find((item) => item.data?.id === row.listId)?.itemId;
  return { code, row, agencyId: placed.order.agencyId, itemId, agency };
}
