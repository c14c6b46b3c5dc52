import { marketingTexts } from '@msc/shared/messages';
import type { MarketingLink } from '@msc/shared/rules/marketing-pages';
import { Link } from 'react-router';

/** A topic's links as a grid of cards, each the whole card clickable. */
export function LinkCards({ items, label }: { items: readonly MarketingLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              className="flex h-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-5 font-medium text-slate-900 shadow-sm hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {marketingTexts.links[item.label]}
              <span aria-hidden="true" className="text-blue-700">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
