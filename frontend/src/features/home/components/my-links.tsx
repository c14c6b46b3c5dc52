import { homeTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { Panel } from '#ui/panel';

/** My Links (spec 1 §2 names the panel only): the places an agent opens most from the home page. */
const MY_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: links.account('order-history'), label: 'Order History' },
  { to: links.account('favorites'), label: 'My Favorites' },
  { to: links.account('save-for-later'), label: 'My Saved Items' },
  { to: links.account('calendar'), label: 'Calendar' },
  { to: links.reports(), label: 'Reports' },
  { to: links.helpCenter(), label: 'Help Center' },
];

export function MyLinks() {
  return (
    <Panel aria-labelledby="my-links" as="nav">
      <h2 id="my-links" className="text-lg font-semibold text-slate-900">
        {homeTexts.myLinks}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {MY_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block rounded py-1 text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
