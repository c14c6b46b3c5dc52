import type { ProductSummary } from '@msc/shared/model/product';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AssetCard, productSearchQuery } from '#features/catalog';
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
            <AssetCard key={product.id} product={product}>
              <div className="mt-auto pt-2">
                <Link
                  to={href(product)}
                  aria-label={`${actionLabel} ${product.name}`}
                  className={`${buttonClasses()} w-full`}
                >
                  {actionLabel}
                </Link>
              </div>
            </AssetCard>
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
