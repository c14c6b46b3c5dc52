import {
  recipientsTexts,
  annualAutoOrderingTexts as T,
  personalizationTexts as texts,
} from '@msc/shared/messages';
import {
  ANNUAL_AUTO_CHANNELS,
  annualAutoPagePath,
  channelNext,
} from '@msc/shared/rules/annual-auto-ordering';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#ui/button';
import { PageTitle } from '#ui/page-title';

/** /retention/annual-auto/select-channel (spec 2 §2): direct mail, email or multi-channel. */
export default function AnnualAutoSelectChannelPage() {
  const [query] = useSearchParams();
  const express = query.get('express');
  return (
    <>
      <PageTitle title={T.titles.selectChannel} subtitle={texts.channelIntro} />
      <ul className="grid max-w-4xl gap-4 sm:grid-cols-3">
        {ANNUAL_AUTO_CHANNELS.map((channel) => (
          <li key={channel}>
            <Link
              to={channelNext({ express, channel })}
              className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <span className="text-lg font-semibold text-slate-900">{texts.channels[channel].title}</span>
              <span className="text-sm text-slate-600">{texts.channels[channel].text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <Link to={annualAutoPagePath('express-ordering')} className={buttonClasses('secondary')}>
          {recipientsTexts.previous}
        </Link>
      </div>
    </>
  );
}
