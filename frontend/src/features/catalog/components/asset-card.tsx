import type { ProductSummary } from '@msc/shared/model/product';
import type { ReactNode } from 'react';
import { ProductImage } from './product-image';

/**
 * A product offered to pick in a flow (asset selection, print on demand): its picture, format, name and
 * item number, then the flow's own lines and action (`children`, the action last, pushed to the bottom).
 */
export function AssetCard({ product, children }: { product: ProductSummary; children: ReactNode }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <ProductImage product={product} className="h-40 w-full" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{product.productFormat}</p>
        <h2 className="font-semibold text-slate-900">{product.name}</h2>
        <p className="text-sm text-slate-600">Item # {product.itemNumber}</p>
        {children}
      </div>
    </li>
  );
}
