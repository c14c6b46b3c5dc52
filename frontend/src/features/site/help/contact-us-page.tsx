import { helpTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { NewTabLink } from '#ui/new-tab-link';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { siteConfigQuery } from '../api/site-queries';
import { FeedbackDialog } from '../feedback-dialog';
import { telHref } from '../support-phone';
import { HelpLinks } from './help-links';

const T = helpTexts.contactUs;

function PhoneCard({ title, label, phone }: { title: string; label: string; phone: string | undefined }) {
  return (
    <Panel aria-label={title} padding="lg" raised={false}>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{label}</p>
      {phone ? (
        <a
          href={telHref(phone)}
          className="mt-2 inline-block text-xl font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {phone}
        </a>
      ) : (
        <p className="mt-2 text-slate-700">{T.noPhone}</p>
      )}
    </Panel>
  );
}

/**
 * /contact-us (spec 1 §2 help pages): the support numbers and the agent portal of the site configuration (the
 * link the footer shows too), and Provide Feedback.
 */
export default function ContactUsPage() {
  const config = useQuery(siteConfigQuery());
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <PageTitle title={T.title} subtitle={T.intro} />
      {config.isPending ? (
        <LoadingState />
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid gap-6 sm:grid-cols-2">
            <PhoneCard
              title={T.supportTitle}
              label={T.supportPhone}
              phone={config.data?.supportPhoneNumber}
            />
            <PhoneCard
              title={T.helpDeskTitle}
              label={T.helpDeskPhone}
              phone={config.data?.helpDeskPhoneNumber}
            />
            <Panel aria-label={T.feedbackTitle} padding="lg" raised={false}>
              <h2 className="font-semibold text-slate-900">{T.feedbackTitle}</h2>
              <p className="mt-1 mb-4 text-sm text-slate-600">{T.feedbackText}</p>
              <Button variant="secondary" onClick={() => setFeedbackOpen(true)}>
                {T.provideFeedback}
              </Button>
            </Panel>
            {config.data?.links.agentPortal && (
              <Panel aria-label={T.agentPortal} padding="lg" raised={false}>
                <h2 className="font-semibold text-slate-900">{T.agentPortal}</h2>
                <p className="mt-1 mb-4 text-sm text-slate-600">{T.agentPortalText}</p>
                <NewTabLink
                  href={config.data.links.agentPortal}
                  className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  {T.agentPortal}
                </NewTabLink>
              </Panel>
            )}
          </div>
          <HelpLinks current="contactUs" />
        </div>
      )}
      {feedbackOpen && <FeedbackDialog open onOpenChange={setFeedbackOpen} />}
    </>
  );
}
