import { printOnDemandTexts as T } from '@msc/shared/messages';
import { links } from '#lib/paths';
import { PageTitle } from '#ui/page-title';
import { PodStepper } from './pod-stepper';
import { ProductChoice } from './product-choice';

/** /print-on-demand/customize-step-1 (spec 2 §2): choose the printed piece to personalize. */
export default function CustomizeStep1Page() {
  return (
    <>
      <PageTitle title={T.title} subtitle={T.chooseIntro} />
      <PodStepper current={0} />
      <ProductChoice
        productFormat="letter-templates;postcards"
        fits={(product) => product.isPersonalizable}
        emptyText={T.noProducts}
        actionLabel={T.personalize}
        href={(product) => links.printOnDemandStep2(product.id)}
      />
    </>
  );
}
