import { homeTexts } from '@msc/shared/messages';
import { ChangeAgencyPanel } from '#features/agency';
import { ArrivingPanel } from '#features/mail-tracking';
import { GrowthOpportunities } from '#features/opportunities';
import { PageTitle } from '#ui/page-title';
import { AnnouncementsPanel } from './components/announcements-panel';
import { BannerStrip } from './components/banner-strip';
import { IncentivePanel } from './components/incentive-panel';
import { MyLinks } from './components/my-links';
import { NewResponsesPanel } from './components/new-responses-panel';
import { SavedForLaterPanel } from './components/saved-for-later-panel';
import { TopPicksPanel } from './components/top-picks-panel';

/**
 * / and /home (spec 1 §2 Home page): the Change Agency panel, announcements, banners, growth
 * opportunities, the new responses to the agency's mail (issue 48), the incentive panel, My Links, saved-for-later items and top picks. Changing the
 * agency invalidates every query, so every panel reloads for the new agency.
 */
export default function HomePage() {
  return (
    <div className="space-y-6">
      <PageTitle title={homeTexts.title} hidden />
      <ChangeAgencyPanel />
      <BannerStrip />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <AnnouncementsPanel />
          <GrowthOpportunities />
        </div>
        <aside
          className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-1"
          aria-label={homeTexts.forYourAgency}
        >
          <NewResponsesPanel />
          <ArrivingPanel />
          <IncentivePanel />
          <MyLinks />
          <SavedForLaterPanel />
          <TopPicksPanel />
        </aside>
      </div>
    </div>
  );
}
