import type { ListCleaning } from '@msc/shared/model/list-cleaning';
import { REMOVED_RECIPIENTS_SHOWN } from '@msc/shared/model/list-cleaning';
import { nameAndAddress } from '@msc/shared/rules/address-rules';
import type { PostalAddress } from '@msc/shared/rules/address-standardization';
import { cleanList, countsOf, type ListRecipient, savedCents } from '@msc/shared/rules/list-cleaning';

/**
 * What the order state keeps of a cleaning: step 4's view, and the ids of every recipient it removed
 * (policy numbers or list records), so the one-per-household choice can clean the same selection again.
 */
export type StoredListCleaning = ListCleaning & { removedIds: string[] };

const idOf = (contact: ListRecipient) => contact.policyNumber ?? contact.mailListContactId;

/**
 * The chosen recipients cleaned before they are priced: standardized, less the incomplete, the
 * duplicates and (asked for) all but one per household; `optedOut` is how many the suppression list
 * already took out of the choice; `isReturned` (`returnedMailCheck`) names the addresses the post office
 * returned before. The wizard's mail contacts and an Express Order's sub code policyholders are cleaned
 * here alike.
 */
export function cleanRecipients<T extends ListRecipient>(
  contacts: readonly T[],
  options: {
    onePerHousehold: boolean;
    optedOut: number;
    unitPrice: number;
    isReturned?: ((address: PostalAddress) => boolean) | undefined;
  },
): { mailContacts: T[]; listCleaning: StoredListCleaning } {
  const { kept, removed } = cleanList(contacts, {
    onePerHousehold: options.onePerHousehold,
    isReturned: options.isReturned,
  });
  const counts = countsOf(removed, options.optedOut);
  return {
    mailContacts: kept,
    listCleaning: {
      onePerHousehold: options.onePerHousehold,
      ...counts,
      savedCents: savedCents(counts, options.unitPrice),
      removed: removed.slice(0, REMOVED_RECIPIENTS_SHOWN).map(({ recipient, reason }) => {
        const { addressLine2, ...rest } = nameAndAddress(recipient);
        // DynamoDB keeps no undefined: a missing second line is left out.
        return { ...rest, ...(addressLine2 ? { addressLine2 } : {}), reason };
      }),
      removedIds: removed.flatMap(({ recipient }) => idOf(recipient) ?? []),
    },
  };
}

/** The ids of the selection before cleaning: the recipients kept and those removed. */
export function selectionBeforeCleaning(
  mailContacts: readonly ListRecipient[],
  removedIds: readonly string[],
): string[] {
  return [...mailContacts.flatMap((contact) => idOf(contact) ?? []), ...removedIds];
}

/** Step 4's view of a cleaning (the ids stay on the server). */
export function listCleaningView(
  cleaning: (ListCleaning & { removedIds?: string[] }) | undefined,
): ListCleaning | undefined {
  if (!cleaning) return undefined;
  const { removedIds: _ids, ...view } = cleaning;
  return view;
}
