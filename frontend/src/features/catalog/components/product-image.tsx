import type { ProductSummary } from '@msc/shared/model/product';

export function ProductImage({
  product,
  className = '',
}: {
  product: Pick<ProductSummary, 'media' | 'name'>;
  className?: string;
}) {
  const media = product.media[0];
  if (!media) return <div className={`bg-slate-100 ${className}`} aria-hidden="true" />;
  return (
    <img
      src={media.thumbnailUrl}
      alt=""
      className={`object-cover ${className}`}
      loading="lazy"
      decoding="async"
    />
  );
}
