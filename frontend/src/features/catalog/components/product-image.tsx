import type { ProductSummary } from '@msc/shared/model/product';

/**
 * A product's first picture. `priority` for one the page opens with in view (the detail page's picture,
 * the first search results): fetched at once, first, instead of lazily once laid out.
 */
export function ProductImage({
  product,
  className = '',
  priority = false,
}: {
  product: Pick<ProductSummary, 'media' | 'name'>;
  className?: string;
  priority?: boolean;
}) {
  const media = product.media[0];
  if (!media) return <div className={`bg-slate-100 ${className}`} aria-hidden="true" />;
  return (
    <img
      src={media.thumbnailUrl}
      alt=""
      className={`object-cover ${className}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
