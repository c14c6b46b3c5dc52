import { prospectingTexts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import type { SetProspects } from '@msc/shared/model/prospecting';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { recipientStepNextPath } from '@msc/shared/rules/recipient-step-routing';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSetProspects, ZipPanel } from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { SiteFileLink } from '#features/site';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { ListTypeChoice, type ProspectListType } from './list-type-choice';

export interface ProspectingRecipientsProps {
  orderState: OrderState;
  /** "Select your list": the agency's own list (the data-list recipient step). */
  ownList: ReactNode;
}

/** The choice saved on the order state, to open the ZIP panel with again. */
function savedChoice(orderState: OrderState): SetProspects | undefined {
  if (orderState.zipCodes.length === 0 || !orderState.prospectOption) return undefined;
  const selectsQuantity =
    orderState.prospectOption === 'withPhoneQuantity' || orderState.prospectOption === 'withoutPhoneQuantity';
  return {
    zipCodes: orderState.zipCodes,
    zipRadius: orderState.zipRadius ?? 0,
    crossStateBoundary: orderState.crossStateBoundary,
    option: orderState.prospectOption,
    ...(selectsQuantity ? { quantity: orderState.targetCount } : {}),
  };
}

function initialListType(orderState: OrderState): ProspectListType | null {
  if (orderState.isOwnListUploaded) return 'own';
  return savedChoice(orderState) ? 'purchase' : null;
}

/**
 * Step 2 of a prospecting order (spec 2 §2 "Prospecting: list type choice ... then the ZIP panel", §4):
 * purchase a list of prospects (ZIP codes, radius, Check Availability, one of the four options; Next saves
 * the choice, which the server counts and prices again) or select the agency's own list.
 */
export function ProspectingRecipients({ orderState, ownList }: ProspectingRecipientsProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const product = useQuery(productQuery(orderState.productId));
  const setProspects = useSetProspects();
  const [listType, setListType] = useState<ProspectListType | null>(() => initialListType(orderState));
  const previousPath = personalizationStep1Path({
    orderStateId: orderState.id,
    parentId: orderState.parentId,
    productId: orderState.productId,
    query: { edit: true },
  });

  if (listType === null) {
    return <ListTypeChoice previousPath={previousPath} onChoose={setListType} />;
  }
  if (listType === 'own') {
    return (
      <div className="space-y-4">
        <Button variant="secondary" onClick={() => setListType(null)}>
          {prospectingTexts.changeListType}
        </Button>
        {ownList}
      </div>
    );
  }
  if (product.isPending) return <LoadingState />;
  if (product.error) throw product.error;
  const next = recipientStepNextPath({ orderStateId: orderState.id, review: params.get('review') });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{prospectingTexts.phoneCharges}</p>
      <ZipPanel
        itemNumber={product.data.itemNumber}
        initial={savedChoice(orderState)}
        saving={setProspects.isPending}
        onPrevious={() => setListType(null)}
        radiusInformation={<SiteFileLink file="zipRadiusInformation" />}
        onNext={(choice) =>
          setProspects.mutate(
            { id: orderState.id, ...choice },
            { onSuccess: () => navigate(next), onError: showApiErrorToast },
          )
        }
      />
    </div>
  );
}
