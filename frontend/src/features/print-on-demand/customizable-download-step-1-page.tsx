import { printOnDemandTexts as T } from '@msc/shared/messages';
import { links } from '#lib/paths';
import { PageTitle } from '#ui/page-title';
import { ProductChoice } from './product-choice';

/** /customizable-download-step1 (spec 2 §2): choose a customizable download. */
export default function CustomizableDownloadStep1Page() {
  return (
    <>
      <PageTitle title={T.customizableDownloadTitle} subtitle={T.customizableDownloadIntro} />
      <ProductChoice
        productFormat="digital-ads;kits"
        fits={(product) => product.isCustomizeDownloadble === true}
        emptyText={T.noDownloads}
        actionLabel={T.customize}
        href={(product) => links.customizableDownloadStep2(product.id)}
      />
    </>
  );
}
