/** An address as lines: addressee (and company), street, city, state and ZIP. */
export function AddressLines({
  address,
}: {
  address: {
    addressee: string;
    companyName?: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    state: string;
    postalCode: string;
  };
}) {
  return (
    <address className="not-italic leading-snug">
      <span className="font-medium text-slate-900">{address.addressee}</span>
      {address.companyName && <span className="block">{address.companyName}</span>}
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
    </address>
  );
}
