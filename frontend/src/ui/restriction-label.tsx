import type { Restriction } from '@msc/shared/model/enums';
import { restrictionLabel } from '@msc/shared/rules/product-display';

export function RestrictionLabel({ restriction }: { restriction?: Restriction }) {
  const label = restrictionLabel(restriction);
  if (!label) return null;
  return (
    <p className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-amber-900">
      {label}
    </p>
  );
}
