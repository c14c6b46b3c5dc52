import { emptyStates, homeTexts } from '@msc/shared/messages';
import { formatDate } from '@msc/shared/rules/formatting';
import { homeSavedItems } from '@msc/shared/rules/saved-items';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { Panel } from '#ui/panel';
import { savedItemsQuery } from '../api/home-queries';

/** Saved-for-later items: the first 2, then View All to the account's saved items (spec 1 §2, §9). */
export function SavedForLaterPanel() {
  const { data, isPending } = useQuery(savedItemsQuery());
  const { shown, showViewAll } = homeSavedItems(data?.results ?? []);
  return (
    <Panel aria-labelledby="saved-for-later">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="saved-for-later" className="text-lg font-semibold text-slate-900">
          {homeTexts.savedForLater}
        </h2>
        {showViewAll && (
          <Link
            to={links.account('save-for-later')}
            className="text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {homeTexts.viewAll}
          </Link>
        )}
      </div>
      {isPending ? (
        <div aria-hidden="true" className="mt-3 h-16 animate-pulse rounded bg-slate-100" />
      ) : shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{emptyStates.savedItems}</p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="saved-items">
          {shown.map((item) => (
            <li key={item.id} className="flex items-center gap-3">
              {item.thumbnailUrl ? (
                <img
                  src={item.thumbnailUrl}
                  alt=""
                  className="size-12 shrink-0 rounded border border-slate-200 object-cover"
                />
              ) : (
                <div aria-hidden="true" className="size-12 shrink-0 rounded bg-slate-100" />
              )}
              <div className="min-w-0 text-sm">
                <Link
                  to={links.productDetail(item.productId)}
                  className="block truncate font-medium text-blue-700 hover:underline"
                >
                  {item.productName}
                </Link>
                <p className="text-xs text-slate-600">
                  {item.itemNumber} · saved {formatDate(item.updated)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
