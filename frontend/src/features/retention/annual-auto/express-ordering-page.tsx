import { annualAutoOrderingTexts as T } from '@msc/shared/messages';
import { expressOrderingNext } from '@msc/shared/rules/annual-auto-ordering';
import { PageTitle } from '#ui/page-title';
import { YesNoQuestion } from './yes-no-question';

/** /retention/annual-auto/express-ordering (spec 2 §2): express ordering for the sub codes, Yes or No. */
export default function ExpressOrderingPage() {
  return (
    <>
      <PageTitle title={T.titles.expressOrdering} />
      <YesNoQuestion
        question={T.expressQuestion}
        hint={T.expressHint}
        yes={expressOrderingNext(true)}
        no={expressOrderingNext(false)}
      />
    </>
  );
}
