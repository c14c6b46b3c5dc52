import { type PostalAddress, standardizeAddress } from '@msc/shared/rules/address-standardization';
import { type ListRecipient, mailingAddressLine } from '@msc/shared/rules/list-cleaning';
import { returnedMailAddresses } from '#suppression/index';

/**
 * The returned-mail check of a cleaning (issue 49): which of the chosen recipients' standardized
 * addresses the post office returned before, as `cleanList` asks it. One batch of lookups per list.
 */
export async function returnedMailCheck(
  recipients: readonly ListRecipient[],
): Promise<(address: PostalAddress) => boolean> {
  const byLine = new Map<string, string>();
  for (const recipient of recipients) {
    const address = standardizeAddress(recipient);
    byLine.set(mailingAddressLine(address), address.postalCode);
  }
  const returned =
    byLine.size > 0
      ? await returnedMailAddresses([...byLine].map(([line, zip]) => ({ line, zip })))
      : new Set<string>();
  return (address) => returned.has(mailingAddressLine(address));
}
