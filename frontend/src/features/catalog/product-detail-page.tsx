import { linkTexts, productDetailTexts } from '@msc/shared/messages';
import { formatUsd } from '@msc/shared/rules/formatting';
import { orderProgramType } from '@msc/shared/rules/order-program-type';
import { productActions } from '@msc/shared/rules/product-display';
import { withQuery } from '@msc/shared/rules/route-url';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { roleHolderOf, useSession } from '#features/session';
import { ApiRequestError } from '#lib/api-client';
import { links, paths } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { NewTabLink } from '#ui/new-tab-link';
import { useDocumentTitle } from '#ui/page-title';
import { RestrictionLabel } from '#ui/restriction-label';
import { productQuery } from './api/product-queries';
import { AddToCartForm } from './components/add-to-cart-form';
import { FavoriteButton } from './components/favorite-button';
import { ProductImage } from './components/product-image';

/** /product/:id: name, item number, description, unit price, media, PDF, restriction, messages and actions. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const backToResults = params.get('backToResults');
  const { data: product, isPending, error } = useQuery(productQuery(id));
  const user = useSession().data?.user;
  const back = backToResults?.startsWith(paths.productSearch) ? backToResults : links.productSearch();
  useDocumentTitle(product?.name ?? 'Product');

  if (isPending) return <LoadingState label={productDetailTexts.loading} className="py-16" />;
  if (error || !product) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return (
      <div>
        <h1 className="text-2xl font-semibold">{missing ? 'Product not found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-slate-600">{error?.message}</p>
        <Link to={back} className="mt-4 inline-block text-blue-700 underline">
          {productDetailTexts.backToResults}
        </Link>
      </div>
    );
  }

  const actions = productActions(product, user && roleHolderOf(user));
  return (
    <div>
      <Link to={back} className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline">
        ← {productDetailTexts.backToResults}
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <ProductImage
          product={product}
          className="aspect-[4/3] w-full rounded-lg border border-slate-200"
          priority
        />
        <div className="space-y-4">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-slate-500">
              {product.productFormat}
            </p>
            <h1 className="text-2xl font-semibold text-slate-900">{product.name}</h1>
            <p className="mt-1 text-sm text-slate-600">Item # {product.itemNumber}</p>
          </div>
          <RestrictionLabel restriction={product.restriction} />
          <p className="text-xl font-semibold text-slate-900">
            {product.unitPrice > 0 ? `${formatUsd(product.unitPrice)} each` : 'No charge'}
            {product.quantityPerUnit > 1 && (
              <span className="ml-2 text-sm font-normal text-slate-600">
                ({product.unitOfMeasure} of {product.quantityPerUnit})
              </span>
            )}
          </p>
          <p className="leading-relaxed text-slate-700">{product.description}</p>
          {product.messages.length > 0 && (
            <ul className="space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              {product.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <div className="space-y-3 border-t border-slate-200 pt-4">
            {actions.addToCart && <AddToCartForm product={product} />}
            <div className="flex flex-wrap gap-3">
              <FavoriteButton productId={product.id} />
              {actions.personalize.shown && (
                <Link
                  to={withQuery(links.saveForLaterConfirmation(product.id), {
                    // A letter found through the Win Back page starts a win-back order (spec 2 §4).
                    programType: orderProgramType({
                      searchUrl: backToResults,
                      programTypes: product.programTypes,
                    }),
                  })}
                  className={buttonClasses('secondary')}
                  aria-disabled={actions.personalize.disabled}
                  onClick={(event) => actions.personalize.disabled && event.preventDefault()}
                >
                  {productDetailTexts.personalize}
                </Link>
              )}
              {actions.download && product.downloadableAssetFileUrl && (
                <a
                  href={product.downloadableAssetFileUrl}
                  download={product.downloadableFileName}
                  className={buttonClasses('secondary')}
                >
                  {productDetailTexts.download}
                </a>
              )}
              {actions.customizeDownload && (
                <Link to={links.customizeDownload(product.id)} className={buttonClasses('secondary')}>
                  {productDetailTexts.customizeDownload}
                </Link>
              )}
              {product.pdfUrl && (
                <NewTabLink href={product.pdfUrl} className={buttonClasses('secondary')}>
                  {linkTexts.productPdf}
                </NewTabLink>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
