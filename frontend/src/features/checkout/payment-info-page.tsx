import type { PaymentMethod } from '@msc/shared/model/payment';
import { useState } from 'react';
import { PageTitle } from '#ui/page-title';
import { SelectField } from '#ui/select-field';
import { PaymentPanel } from './components/payment-panel';

type Sort = 'newest-to-oldest' | 'oldest-to-newest';
const SORTS = [
  { value: 'newest-to-oldest', label: 'Newest to oldest' },
  { value: 'oldest-to-newest', label: 'Oldest to newest' },
];

/** The account's payment-info section: saved cards (sort), add card, set default, delete after confirm. */
export function PaymentInfoSection() {
  const [sort, setSort] = useState<Sort>('newest-to-oldest');
  const arrange = (cards: PaymentMethod[]) => (sort === 'newest-to-oldest' ? cards : [...cards].reverse());
  return (
    <PaymentPanel
      title="Payment Information"
      arrange={arrange}
      toolbar={() => (
        <SelectField
          label="Sort"
          hideLabel
          options={SORTS}
          value={sort}
          onChange={(event) => setSort(event.target.value as Sort)}
        />
      )}
    />
  );
}

export default function PaymentInfoPage() {
  return (
    <div className="space-y-5">
      <PageTitle title="Payment Information" hidden />
      <PaymentInfoSection />
    </div>
  );
}
