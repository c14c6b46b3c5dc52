import { notices } from '@msc/shared/messages';
import type { Restriction } from '@msc/shared/model/enums';

const TEXT: Record<Restriction, string> = {
  NotForMA: notices.notForMassachusetts,
  NotForCO: notices.notForColorado,
};

export function RestrictionLabel({ restriction }: { restriction?: Restriction }) {
  if (!restriction) return null;
  return (
    <p className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-amber-900">
      {TEXT[restriction]}
    </p>
  );
}
