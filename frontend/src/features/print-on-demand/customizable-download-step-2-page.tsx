import { Navigate, useSearchParams } from 'react-router';
import { links } from '#lib/paths';

/**
 * /customizable-download-step2?productId (spec 2 §2): the customizable download's editor is the one of
 * /personalization/customize-download (the same built-in document editor and proof); without a product, back
 * to step 1.
 */
export default function CustomizableDownloadStep2Page() {
  const [params] = useSearchParams();
  const productId = params.get('productId');
  return (
    <Navigate
      to={productId ? links.customizeDownload(productId) : links.customizableDownloadStep1()}
      replace
    />
  );
}
