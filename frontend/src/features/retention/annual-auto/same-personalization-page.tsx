import { annualAutoOrderingTexts as T } from '@msc/shared/messages';
import {
  annualAutoPagePath,
  parseSubCodes,
  samePersonalizationNext,
} from '@msc/shared/rules/annual-auto-ordering';
import { useSearchParams } from 'react-router';
import { PageTitle } from '#ui/page-title';
import { YesNoQuestion } from './yes-no-question';

/** /retention/annual-auto/same-personalization (spec 2 §2): one personalization for every sub code, Yes or No. */
export default function SamePersonalizationPage() {
  const [query] = useSearchParams();
  const choices = { channel: query.get('channel'), subCodes: parseSubCodes(query.get('subCodes')) };
  return (
    <>
      <PageTitle title={T.titles.samePersonalization} />
      <YesNoQuestion
        question={T.sameQuestion}
        yes={samePersonalizationNext({ ...choices, same: true })}
        no={samePersonalizationNext({ ...choices, same: false })}
        previous={annualAutoPagePath('select-sub-codes', { express: true, ...choices })}
      />
    </>
  );
}
