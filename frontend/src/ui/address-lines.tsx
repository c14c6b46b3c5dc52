import { formatPhone } from '@msc/shared/rules/formatting';

/** An address as lines: addressee (and company), street, city, state and ZIP, and the phone when given. */
export function AddressLines({
  address,
  className = '',
  withPhone = false,
}: {
  address: {
    addressee: string;
    companyName?: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    state: string;
    postalCode: string;
    phoneNumber?: string;
  };
  className?: string;
  /** Adds the phone line (the account's address book shows it; checkout's choices do not). */
  withPhone?: boolean;
}) {
  return (
    <address className={`not-italic leading-snug ${className}`}>
      <span className="font-medium text-slate-900">{address.addressee}</span>
      {address.companyName && <span className="block">{address.companyName}</span>}
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
      {withPhone && address.phoneNumber && <span className="block">{formatPhone(address.phoneNumber)}</span>}
    </address>
  );
}
