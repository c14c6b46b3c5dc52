import { prospectingTexts } from '@msc/shared/messages';
import type { ProspectingZipUpdate } from '@msc/shared/model/prospecting';
import { formatUsd } from '@msc/shared/rules/formatting';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ZipPanel } from '#campaign-kit';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';

/**
 * /prospecting/step-2/zip-codes?itemNumber=: the ZIP step of a prospecting letter. The personalization flow's
 * step 2 mounts the same panel and saves the answer on the order state.
 */
export default function ZipCodesPage() {
  const [search] = useSearchParams();
  const itemNumber = search.get('itemNumber') ?? '';
  const [chosen, setChosen] = useState<ProspectingZipUpdate>();
  return (
    <>
      <PageTitle title={prospectingTexts.zipTitle} />
      {itemNumber ? (
        <ZipPanel itemNumber={itemNumber} onNext={(_choice, shown) => setChosen(shown)} />
      ) : (
        <EmptyState message={prospectingTexts.noLetter} />
      )}
      {chosen && (
        <p role="status" className="mt-4 rounded-md bg-blue-50 p-4 text-sm text-blue-900">
          {prospectingTexts.chosenSummary(chosen.targetCount, formatUsd(chosen.totalPrice))}
        </p>
      )}
    </>
  );
}
