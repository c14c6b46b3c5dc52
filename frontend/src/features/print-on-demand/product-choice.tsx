import type { ProductSummary } from '@msc/shared/model/product';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductImage, productSearchQuery } from '#features/catalog';
import { buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';

const PAGE_SIZE = 24;

interface ProductChoiceProps {
  /** Product search formats (slugs), ';'-joined as in the search URL. */
  productFormat: string;
  /** Which of the found products fit (the search has no filter for these flags). */
  fits: (product: ProductSummary) => boolean;
  emptyText: string;
  actionLabel: string;
  href: (product: ProductSummary) => string;
}

/** A grid of catalogue products to choose one from: print on demand and customizable downloads. */
export function ProductChoice({ productFormat, fits, emptyText, actionLabel, href }: ProductChoiceProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const search = useQuery(productSearchQuery({ productFormat, pageNumber, pageSize: PAGE_SIZE }));
  const page = search.data;
  if (search.isError) return <EmptyState message={emptyText} />;
  if (!page) return <LoadingState />;
  const products = page.results.filter(fits);
  return (
    <div className="space-y-6">
      {products.length === 0 ? (
        <EmptyState message={emptyText} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
            >
              <ProductImage product={product} className="h-40 w-full" />
              <div className="flex flex-1 flex-col gap-1 p-4">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {product.productFormat}
                </p>
                <h2 className="font-semibold text-slate-900">{product.name}</h2>
                <p className="mb-3 text-sm text-slate-600">Item # {product.itemNumber}</p>
                <Link
                  to={href(product)}
                  aria-label={`${actionLabel} ${product.name}`}
                  className={`${buttonClasses()} mt-auto`}
                >
                  {actionLabel}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        pageNumber={pageNumber}
        pageCount={Math.ceil(page.totalCount / page.pageSize)}
        onPage={setPageNumber}
      />
    </div>
  );
}
