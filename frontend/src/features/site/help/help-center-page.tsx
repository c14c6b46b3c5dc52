import { helpTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { PageTitle } from '#ui/page-title';
import { HelpLinks } from './help-links';

const T = helpTexts.helpCenter;

/** /faq, the Help Center (spec 1 §2 help pages): questions answered with what the spec says. */
export default function HelpCenterPage() {
  return (
    <>
      <PageTitle title={T.title} subtitle={T.intro} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label={T.title} className="space-y-3">
          {helpTexts.faq.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-lg border border-slate-200 bg-white open:shadow-sm"
            >
              <summary className="cursor-pointer list-none rounded-lg px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block text-blue-700 transition-transform group-open:rotate-90"
                >
                  ›
                </span>
                {question}
              </summary>
              <p className="px-5 pb-4 text-slate-700">{answer}</p>
            </details>
          ))}
          <p className="pt-2 text-sm text-slate-700">
            {T.contactLead}{' '}
            <Link to={links.contactUs()} className="font-medium text-blue-700 hover:underline">
              {helpTexts.contactUs.title}
            </Link>
          </p>
        </section>
        <HelpLinks current="helpCenter" />
      </div>
    </>
  );
}
