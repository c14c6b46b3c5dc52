import { helpTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { Panel } from '#ui/panel';

const LINK =
  'font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The other help pages, beside each one. */
export function HelpLinks({ current }: { current: 'contactUs' | 'helpCenter' | 'howToVideos' }) {
  const all = [
    { key: 'contactUs', label: helpTexts.contactUs.title, to: links.contactUs() },
    { key: 'helpCenter', label: helpTexts.helpCenter.title, to: links.helpCenter() },
    { key: 'howToVideos', label: helpTexts.howToVideos.title, to: links.howToVideos() },
  ] as const;
  return (
    <Panel
      aria-label={helpTexts.contactUs.moreHelp}
      as="nav"
      padding="lg"
      raised={false}
      className="md:self-start"
    >
      <h2 className="mb-3 font-semibold text-slate-900">{helpTexts.contactUs.moreHelp}</h2>
      <ul className="space-y-2 text-sm">
        {all
          .filter((link) => link.key !== current)
          .map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={LINK}>
                {link.label}
              </Link>
            </li>
          ))}
      </ul>
    </Panel>
  );
}
