import { annualAutoOrderingTexts, personalizationTexts as texts } from '@msc/shared/messages';
import { channelChoicePath } from '@msc/shared/rules/asset-selection';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '#ui/page-title';
import { carriedQuery } from './carried-query';

const CHOICES = ['direct-mail', 'email', 'multi-channel'] as const;

/** /personalization/select-channel: direct mail, email or multi-channel (spec 2 §2), then the assets. */
export default function SelectChannelPage() {
  const [query] = useSearchParams();
  const carried = carriedQuery(query);
  return (
    <>
      <PageTitle title={annualAutoOrderingTexts.titles.selectChannel} subtitle={texts.channelIntro} />
      <ul className="grid max-w-4xl gap-4 sm:grid-cols-3">
        {CHOICES.map((choice) => (
          <li key={choice}>
            <Link
              to={channelChoicePath(choice, carried)}
              className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <span className="text-lg font-semibold text-slate-900">{texts.channels[choice].title}</span>
              <span className="text-sm text-slate-600">{texts.channels[choice].text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
