import { retentionPageTexts, retentionTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { SiteFileLink } from '#features/site';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { ProgrammePage } from './programme-page';

const T = retentionPageTexts.relationshipMarketing;

/** /retention/relationship-marketing (spec 2 §2): Subscribe → search AP-3954M; Shop now → search notecard. */
export default function RelationshipMarketingPage() {
  return (
    <ProgrammePage title={retentionTexts.programmes.relationshipMarketing} intro={T.intro}>
      <h2 className="font-semibold text-slate-900">{T.subscribeTitle}</h2>
      <Link to={links.productSearch({ 'f-product-search-term': 'AP-3954M' })} className={buttonClasses()}>
        {T.subscribe}
      </Link>
      <p>
        <SiteFileLink file="sampleCards" />
      </p>
      <h2 className="pt-3 font-semibold text-slate-900">{T.noteCardsTitle}</h2>
      <p className="text-sm text-slate-700">{T.noteCards}</p>
      <Link
        to={links.productSearch({ 'f-product-search-term': 'notecard' })}
        className={buttonClasses('secondary')}
      >
        {T.shopNow}
      </Link>
    </ProgrammePage>
  );
}
