import { retentionPageTexts, retentionTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links, paths } from '#lib/paths';
import { ProgrammePage, programmeLinkClasses } from './programme-page';

const T = retentionPageTexts.insuranceCheckUp;

/** /retention/insurance-check-up (spec 2 §2): informational, with links to product search. */
export default function InsuranceCheckUpPage() {
  return (
    <ProgrammePage title={retentionTexts.programmes.insuranceCheckUp} intro={T.intro}>
      <Link
        to={links.productSearch({ 'f-product-search-term': 'check-up' })}
        className={programmeLinkClasses}
      >
        {T.form}
      </Link>
      <Link to={paths.insuranceCheckUpPoster} className={programmeLinkClasses}>
        {T.poster}
      </Link>
    </ProgrammePage>
  );
}
