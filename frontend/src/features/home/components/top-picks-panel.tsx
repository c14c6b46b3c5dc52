import { homeTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { Panel } from '#ui/panel';
import { topPicksQuery } from '../api/home-queries';

/** Top picks: what the agency ordered most this year, else the newest materials. */
export function TopPicksPanel() {
  const { data } = useQuery(topPicksQuery());
  const picks = data?.results ?? [];
  if (picks.length === 0) return null;
  return (
    <Panel aria-labelledby="top-picks">
      <h2 id="top-picks" className="text-lg font-semibold text-slate-900">
        {homeTexts.topPicks}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 md:grid-cols-2" data-testid="top-picks">
        {picks.map((pick) => (
          <li key={pick.productId}>
            <Link
              to={links.productDetail(pick.productId)}
              className="group block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {pick.thumbnailUrl ? (
                <img
                  src={pick.thumbnailUrl}
                  alt=""
                  className="aspect-[4/3] w-full rounded border border-slate-200 bg-slate-50 object-contain"
                />
              ) : (
                <div aria-hidden="true" className="aspect-[4/3] w-full rounded bg-slate-100" />
              )}
              <span className="mt-1 line-clamp-2 text-sm font-medium text-blue-700 group-hover:underline">
                {pick.name}
              </span>
              <span className="block text-xs text-slate-500">{pick.itemNumber}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
