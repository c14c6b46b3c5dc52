import { helpTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';
import { HelpLinks } from './help-links';

const T = helpTexts.howToVideos;

/**
 * /how-to-videos (spec 1 §2 help pages; the legacy how-to pages land here). The portal stores no videos
 * yet (the spec lists none): the page says so and points to the Help Center rather than showing made-up ones.
 */
export default function HowToVideosPage() {
  return (
    <>
      <PageTitle title={T.title} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <EmptyState
          message={T.empty}
          detail={T.emptyDetail}
          action={
            <Link to={links.helpCenter()} className={buttonClasses()}>
              {helpTexts.helpCenter.title}
            </Link>
          }
        />
        <HelpLinks current="howToVideos" />
      </div>
    </>
  );
}
