import { paymentTexts } from '@msc/shared/messages';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { CARD_GRID_PAGE_SIZE, CARD_GRID_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import { useState } from 'react';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { SelectField } from '#ui/select-field';
import { PaymentPanel } from './components/payment-panel';

type Sort = 'newest-to-oldest' | 'oldest-to-newest';
const SORTS = [
  { value: 'newest-to-oldest', label: 'Newest to oldest' },
  { value: 'oldest-to-newest', label: 'Oldest to newest' },
];

/** The account's payment-info section: saved cards (sort, page size), add card, set default, delete after confirm. */
export function PaymentInfoSection() {
  const [sort, setSort] = useState<Sort>('newest-to-oldest');
  const [pageSize, setPageSize] = useState<number>(CARD_GRID_PAGE_SIZE);
  const [pageNumber, setPageNumber] = useState(1);
  const pageCountOf = (cards: PaymentMethod[]) => Math.max(1, Math.ceil(cards.length / pageSize));
  const arrange = (cards: PaymentMethod[]) => {
    const sorted = sort === 'newest-to-oldest' ? cards : [...cards].reverse();
    const page = Math.min(pageNumber, pageCountOf(cards));
    return sorted.slice((page - 1) * pageSize, page * pageSize);
  };
  return (
    <PaymentPanel
      title={paymentTexts.paymentInformation}
      arrange={arrange}
      toolbar={() => (
        <>
          <SelectField
            label={paymentTexts.sort}
            hideLabel
            options={SORTS}
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
          />
          <PageSizeSelect
            value={pageSize}
            options={CARD_GRID_PAGE_SIZE_OPTIONS}
            onChange={(size) => {
              setPageSize(size);
              setPageNumber(1);
            }}
          />
        </>
      )}
      footer={(cards) => (
        <div className="mt-4">
          <Pager
            pageNumber={Math.min(pageNumber, pageCountOf(cards))}
            pageCount={pageCountOf(cards)}
            onPage={setPageNumber}
            label={paymentTexts.cardPages}
          />
        </div>
      )}
    />
  );
}

export default function PaymentInfoPage() {
  return (
    <div className="space-y-5">
      <PageTitle title={paymentTexts.paymentInformation} hidden />
      <PaymentInfoSection />
    </div>
  );
}
