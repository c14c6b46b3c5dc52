import { marketingTexts as T } from '@msc/shared/messages';
import { MARKETING_TOPICS } from '@msc/shared/rules/marketing-pages';
import { Link } from 'react-router';
import { links, paths } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { PageTitle } from '#ui/page-title';
import { LinkCards } from './link-list';

const SHORTCUTS = [
  { label: 'favorites', to: paths.myFavoriteMarketingMaterials },
  { label: 'brochures', to: links.productSearch({ 'f-product-format': 'brochures' }) },
  { label: 'posters', to: links.productSearch({ 'f-product-format': 'posters' }) },
  { label: 'printOnDemand', to: links.printOnDemandStep1() },
  { label: 'customizableDownloads', to: links.customizableDownloadStep1() },
] as const;

/** /marketing (spec 1 §2): Browse now goes to product search on the marketing tab; the topic pages and shortcuts below. */
export default function MarketingPage() {
  return (
    <>
      <PageTitle
        title={T.title}
        subtitle={T.intro}
        actions={
          <Link to={links.productSearch({ 'active-tab': 'marketing' })} className={buttonClasses()}>
            {T.browseNow}
          </Link>
        }
      />
      <div className="space-y-8">
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{T.topicsTitle}</h2>
          <nav aria-label={T.topicsTitle}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {MARKETING_TOPICS.map((topic) => (
                <li key={topic.path}>
                  <Link
                    to={topic.path}
                    className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  >
                    <span className="font-semibold text-slate-900">{T.pages[topic.title]}</span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {topic.links.map((link) => T.links[link.label]).join(' · ')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{T.linksTitle}</h2>
          <LinkCards items={SHORTCUTS} label={T.linksTitle} />
        </section>
      </div>
    </>
  );
}
