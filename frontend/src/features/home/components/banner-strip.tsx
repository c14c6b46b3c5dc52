import { homeTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bannersQuery } from '../api/home-queries';

const BANNER_IMAGE =
  'aspect-[3/1] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover object-bottom';
/** The strip is laid out for three banners across; while they load, their places are kept. */
const PLACES_KEPT = ['left', 'middle', 'right'] as const;

/**
 * The home page's banners, in display order; a banner with a link leads to its page. They are the top of
 * the page: loaded at once (not lazily), and their places kept while the list loads, so the panels below
 * do not jump down (layout shift).
 */
export function BannerStrip() {
  const { data: banners, isPending } = useQuery(bannersQuery());
  if (isPending) {
    return (
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
        {PLACES_KEPT.map((place) => (
          <div key={place} className={`${BANNER_IMAGE} animate-pulse`} />
        ))}
      </div>
    );
  }
  if (!banners || banners.length === 0) return null;
  return (
    <section aria-label={homeTexts.featuredPrograms} className="grid gap-4 sm:grid-cols-3">
      {banners.map((banner) => {
        const image = (
          <img
            key={banner.id}
            src={banner.imageUrl}
            alt={banner.altText ?? banner.name}
            className={BANNER_IMAGE}
          />
        );
        return banner.linkUrl?.startsWith('/') ? (
          <Link
            key={banner.id}
            to={banner.linkUrl}
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {image}
          </Link>
        ) : (
          <div key={banner.id}>{image}</div>
        );
      })}
    </section>
  );
}
