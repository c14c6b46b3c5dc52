import { incentiveTexts, notices } from '@msc/shared/messages';
import type { IgniteDetails } from '@msc/shared/model/ignite';
import { isOwnerMaster } from '@msc/shared/rules/agency-eligibility';
import { igniteBenefit } from '@msc/shared/rules/pricing';
import { useQuery } from '@tanstack/react-query';
import { useCurrentAgency } from '#features/session';
import { igniteDetailsQuery } from '../api/home-queries';

/**
 * The incentive-tier promotion (spec 1 §2, §6): owner-master agencies see their Ignite tier with its
 * discount and usage; other agencies see the you-may-qualify message.
 */
export function IncentivePanel() {
  const agency = useCurrentAgency();
  const ownerMaster = isOwnerMaster(agency);
  const { data, isPending } = useQuery({ ...igniteDetailsQuery(), enabled: ownerMaster });
  const details = data?.igniteDetails;

  return (
    <section
      aria-labelledby="incentive"
      className="rounded-lg border border-blue-200 bg-blue-50/60 p-5"
      data-testid="incentive-panel"
    >
      <h2 id="incentive" className="text-lg font-semibold text-slate-900">
        {incentiveTexts.title}
      </h2>
      {ownerMaster && isPending ? (
        <div aria-hidden="true" className="mt-3 h-16 animate-pulse rounded bg-blue-100" />
      ) : ownerMaster && details ? (
        <IgniteSummary details={details} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">{notices.youMayQualify}</p>
      )}
    </section>
  );
}

function IgniteSummary({ details }: { details: IgniteDetails }) {
  // The seed and the API carry the tier name in igniteStatus.
  const benefit = igniteBenefit({ subTier: details.igniteStatus, reductionRate: details.reductionRate });
  return (
    <div className="mt-2 space-y-3 text-sm text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">{details.igniteStatus}</span>
        {details.subTier && <span className="text-slate-600"> · {details.subTier}</span>}
        {details.discountName && <span className="block text-slate-600">{details.discountName}</span>}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-md bg-white p-2 shadow-sm">
          <dt className="text-xs text-slate-500">{incentiveTexts.discount}</dt>
          <dd className="font-semibold text-slate-900">
            {benefit.kind === 'discount'
              ? `${benefit.percent}%`
              : benefit.kind === 'free'
                ? 'Free mailings'
                : '—'}
          </dd>
        </div>
        <div className="rounded-md bg-white p-2 shadow-sm">
          <dt className="text-xs text-slate-500">{incentiveTexts.used}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{details.usage}</dd>
        </div>
        <div className="rounded-md bg-white p-2 shadow-sm">
          <dt className="text-xs text-slate-500">{incentiveTexts.remaining}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{details.remaining}</dd>
        </div>
      </dl>
      {details.discountDescription && <p>{details.discountDescription}</p>}
      {details.discountCode && (
        <p className="text-xs text-slate-600">
          Code <span className="font-mono font-semibold text-slate-800">{details.discountCode}</span>
        </p>
      )}
    </div>
  );
}
