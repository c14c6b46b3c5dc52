import { prospectingTexts } from '@msc/shared/messages';
import type { ProspectingZipUpdate } from '@msc/shared/model/prospecting';
import { formatUsd } from '@msc/shared/rules/formatting';
import { recipientStepNextPath } from '@msc/shared/rules/recipient-step-routing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { orderStateQuery, useSetProspects, ZipPanel } from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { SiteFileLink } from '#features/site';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { showApiErrorToast } from '#ui/toast';

/**
 * /prospecting/step-2/zip-codes: the ZIP step of a prospecting letter (spec 2 §2 "Step 2 ZIP pages … Next goes
 * to the mail-schedule step"). With ?id= (an order state, as the wizard's other addresses take it) Next saves
 * the choice on the order and goes to its mail schedule; with only ?itemNumber= (no order to schedule yet) it
 * shows what the choice counts and costs.
 */
export default function ZipCodesPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return (
    <>
      <PageTitle title={prospectingTexts.zipTitle} />
      {id ? <OrderZipStep id={id} /> : <LetterZipStep itemNumber={search.get('itemNumber') ?? ''} />}
    </>
  );
}

function OrderZipStep({ id }: { id: string }) {
  const navigate = useNavigate();
  const orderState = useQuery(orderStateQuery(id));
  const product = useQuery({
    ...productQuery(orderState.data?.productId ?? ''),
    enabled: orderState.data !== undefined,
  });
  const setProspects = useSetProspects();
  if (orderState.error || product.error) throw orderState.error ?? product.error;
  if (!orderState.data || !product.data) return <LoadingState />;
  const next = recipientStepNextPath({ orderStateId: id, programType: orderState.data.programType });
  return (
    <ZipPanel
      itemNumber={product.data.itemNumber}
      saving={setProspects.isPending}
      radiusInformation={<SiteFileLink file="zipRadiusInformation" />}
      onNext={(choice) =>
        setProspects.mutate(
          { id, ...choice },
          { onSuccess: () => navigate(next), onError: showApiErrorToast },
        )
      }
    />
  );
}

function LetterZipStep({ itemNumber }: { itemNumber: string }) {
  const [chosen, setChosen] = useState<ProspectingZipUpdate>();
  if (!itemNumber) return <EmptyState message={prospectingTexts.noLetter} />;
  return (
    <>
      <ZipPanel
        itemNumber={itemNumber}
        radiusInformation={<SiteFileLink file="zipRadiusInformation" />}
        onNext={(_choice, shown) => setChosen(shown)}
      />
      {chosen && (
        <p role="status" className="mt-4 rounded-md bg-blue-50 p-4 text-sm text-blue-900">
          {prospectingTexts.chosenSummary(chosen.targetCount, formatUsd(chosen.totalPrice))}
        </p>
      )}
    </>
  );
}
