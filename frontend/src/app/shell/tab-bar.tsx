import { Link, matchPath, useLocation } from 'react-router';
import { links, paths } from '#lib/paths';

interface Tab {
  label: string;
  to: string;
  /** Route patterns that mark the tab active. */
  matches: readonly string[];
}

/** The tab bar (spec 1 §2 "Global navigation"). */
export const TABS: readonly Tab[] = [
  { label: 'Home', to: links.home(), matches: [paths.home, paths.homeAlias] },
  { label: 'Cross-sell', to: links.crossSell(), matches: [`${paths.crossSell}/*`] },
  { label: 'Prospecting & Lead Gen', to: links.prospecting(), matches: [`${paths.prospecting}/*`] },
  { label: 'Retention & Loyalty', to: links.retention(), matches: [`${paths.retention}/*`] },
  {
    label: 'Marketing Materials',
    to: links.marketing(),
    matches: [paths.marketing, paths.productSearch, paths.productDetail],
  },
  { label: 'Reports', to: links.reports(), matches: [paths.reports, paths.reportDetail] },
];

export function isTabActive(tab: Tab, pathname: string): boolean {
  return tab.matches.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function TabBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl overflow-x-auto px-2 sm:px-4 lg:gap-1">
        {TABS.map((tab) => {
          const active = isTabActive(tab, pathname);
          return (
            <li key={tab.to} className="shrink-0">
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={`relative flex h-12 items-center px-2 text-sm lg:px-3 font-medium whitespace-nowrap transition-colors focus-visible:-outline-offset-2 ${
                  active
                    ? 'text-blue-700 after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full after:bg-blue-700'
                    : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
