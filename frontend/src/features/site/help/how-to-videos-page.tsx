import { helpTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { NewTabLink } from '#ui/new-tab-link';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { siteConfigQuery } from '../api/site-queries';
import { HelpLinks } from './help-links';

const T = helpTexts.howToVideos;

/**
 * /how-to-videos (spec 1 §2 help pages; the legacy how-to pages land here): the how-to videos of the site
 * configuration, each opening in a new tab. Without any, the page says so and points to the Help Center.
 */
export default function HowToVideosPage() {
  const config = useQuery(siteConfigQuery());
  const videos = config.data?.howToVideos ?? [];
  return (
    <>
      <PageTitle title={T.title} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        {config.isPending ? (
          <LoadingState />
        ) : videos.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {videos.map((video) => (
              <li key={video.url}>
                <Panel padding="lg" raised={false} className="h-full">
                  <h2 className="font-semibold text-slate-900">
                    <NewTabLink
                      href={video.url}
                      className="text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                    >
                      {video.title}
                    </NewTabLink>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">{video.description}</p>
                </Panel>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            message={T.empty}
            detail={T.emptyDetail}
            action={
              <Link to={links.helpCenter()} className={buttonClasses()}>
                {helpTexts.helpCenter.title}
              </Link>
            }
          />
        )}
        <HelpLinks current="howToVideos" />
      </div>
    </>
  );
}
