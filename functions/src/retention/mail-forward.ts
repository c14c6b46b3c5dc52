import type { PostalAddress } from '@msc/shared/rules/address-standardization';
import { movingList, movingRecordsOf, saveMovingList } from './retention-store';

/** The Moving record's `moveSource` of a move the post office told us of by forwarding a piece (issue 49). */
const MAIL_FORWARD_SOURCE = 'USPS forward';

/** A recipient whose piece the post office forwarded to a new address. */
export interface ForwardedRecipient {
  agencyId: number;
  statCode: string;
  /** The mail piece's id: one Moving record per forwarded piece, however often its scan arrives. */
  pieceId: string;
  policyNumber?: string | undefined;
  firstName: string;
  lastName: string;
  address: PostalAddress;
  forwardAddress?: PostalAddress | undefined;
  /** The forward scan's date, YYYY-MM-DD. */
  movedOn: string;
}

/**
 * A forwarded piece marks its recipient as moved: a record on the agency's Moving list of the scan's
 * month (the retention programme's signal to reach the customer at the new address). The monthly
 * refresh keeps these records (`isMailForward`): the provider's feed does not know them.
 */
export async function markRecipientMoved(recipient: ForwardedRecipient): Promise<void> {
  const listDate = `${recipient.movedOn.slice(0, 7)}-01`;
  const referenceId = `forward-${recipient.pieceId}`;
  const stored = await movingRecordsOf(recipient.agencyId, listDate);
  if (stored.some((record) => record.referenceId === referenceId)) return;
  const { address, forwardAddress } = recipient;
  const list = await movingList(recipient.agencyId, listDate);
  await saveMovingList(
    {
      agencyId: recipient.agencyId,
      listDate,
      statCode: list?.statCode ?? recipient.statCode,
      records: stored.length + 1,
    },
    [
      {
        agencyId: recipient.agencyId,
        listDate,
        referenceId,
        agencyCode: recipient.statCode,
        recordDate: recipient.movedOn,
        policy: recipient.policyNumber ?? '',
        type: '',
        firstName: recipient.firstName,
        lastName: recipient.lastName,
        addressLine1: address.addressLine1,
        ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        ...(forwardAddress
          ? {
              forwardAddressLine1: forwardAddress.addressLine1,
              forwardCity: forwardAddress.city,
              forwardState: forwardAddress.state,
              forwardPostalCode: forwardAddress.postalCode,
            }
          : {}),
        moveSource: MAIL_FORWARD_SOURCE,
        moveDate: recipient.movedOn,
      },
    ],
    [],
  );
}

/** A Moving record a forwarded piece wrote: the monthly refresh leaves it alone. */
export const isMailForward = (record: { moveSource?: string | undefined }) =>
  record.moveSource === MAIL_FORWARD_SOURCE;
