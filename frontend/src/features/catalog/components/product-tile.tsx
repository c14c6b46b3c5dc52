import { productSearchTexts } from '@msc/shared/messages';
import type { ProductSummary } from '@msc/shared/model/product';
import { formatUsd } from '@msc/shared/rules/formatting';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { RestrictionLabel } from '#ui/restriction-label';
import type { ResultsView } from '../search-params';
import { ProductImage } from './product-image';

interface ProductTileProps {
  product: ProductSummary;
  view: ResultsView;
  /** The search URL, so the detail page can lead back to these results. */
  backToResults: string;
  /** One of the first results, in view when the page opens: its picture is fetched at once. */
  priority?: boolean;
}

export function ProductTile({ product, view, backToResults, priority = false }: ProductTileProps) {
  const href = links.productDetail(product.id, { backToResults });
  const isList = view === 'list';
  return (
    <article
      className={`group relative flex overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${
        isList ? 'flex-row gap-4' : 'h-[28rem] flex-col'
      }`}
    >
      <ProductImage
        product={product}
        className={isList ? 'h-28 w-40 shrink-0' : 'h-48 w-full'}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{product.productFormat}</p>
        <h3 className="line-clamp-2 text-base font-semibold text-slate-900">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">Item # {product.itemNumber}</p>
        {isList && <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>}
        <RestrictionLabel restriction={product.restriction} />
        <div className="mt-auto flex items-center justify-between pt-2">
          <p className="text-sm font-semibold text-slate-900">
            {product.unitPrice > 0 ? `${formatUsd(product.unitPrice)} each` : 'No charge'}
          </p>
          {product.isIgniteEligible && (
            <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
              {productSearchTexts.igniteEligible}
            </span>
          )}
        </div>
      </div>
      <span className="pointer-events-none absolute inset-0 rounded-lg ring-blue-600 group-focus-within:ring-2" />
    </article>
  );
}
