import { retentionPageTexts, retentionTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { ProgrammePage, programmeLinkClasses } from './programme-page';

const T = retentionPageTexts.clientReferral;

/** /retention/client-referral (spec 2 §2): informational, with a link to product search. */
export default function ClientReferralPage() {
  return (
    <ProgrammePage title={retentionTexts.programmes.clientReferral} intro={T.intro}>
      <Link
        to={links.productSearch({ 'f-product-search-term': 'referral' })}
        className={programmeLinkClasses}
      >
        {T.browse}
      </Link>
    </ProgrammePage>
  );
}
