import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bannersQuery } from '../api/home-queries';

/** The home page's banners, in display order; a banner with a link leads to its page. */
export function BannerStrip() {
  const { data: banners } = useQuery(bannersQuery());
  if (!banners || banners.length === 0) return null;
  return (
    <section aria-label="Featured programs" className="grid gap-4 sm:grid-cols-3">
      {banners.map((banner) => {
        const image = (
          <img
            key={banner.id}
            src={banner.imageUrl}
            alt={banner.altText ?? banner.name}
            className="aspect-[3/1] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover object-bottom"
            loading="lazy"
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
