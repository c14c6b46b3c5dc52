import { emptyStates, pageLabels, toasts, uploadTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { MultiShipQuantity } from '@msc/shared/model/ship-to';
import type { UploadRecordQuantity, UploadStatus } from '@msc/shared/model/upload';
import { UPLOAD_PREVIEW_RECORDS } from '@msc/shared/rules/constants';
import { canConfirmAddresses } from '@msc/shared/rules/ship-to-upload-flow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';
import { showToast } from '#ui/toast';
import { uploadRecordsQuery, useConfirmUpload } from '../api/upload-queries';
import { RecordsTable } from './records-table';

export interface ShipToItem {
  id: string;
  name: string;
}

const quantityKey = (recordNumber: number, cartItemId: string) => `${recordNumber}:${cartItemId}`;

/**
 * The valid addresses with a quantity of each cart item (integer, at least 1; 1 unless changed). Next ships
 * the cart to them and goes on to payment. An empty list cannot be confirmed (spec 1 §5).
 */
export function ConfirmAddresses({
  status,
  items,
  onBack,
  onConfirmed,
}: {
  status: UploadStatus;
  items: readonly ShipToItem[];
  onBack: () => void;
  onConfirmed: (cart: Cart) => void;
}) {
  const [pageNumber, setPageNumber] = useState(1);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const { data, isPending } = useQuery(
    uploadRecordsQuery(status.uploadId, 'valid', pageNumber, UPLOAD_PREVIEW_RECORDS),
  );
  const confirm = useConfirmUpload(status.uploadId, onConfirmed);

  const errorOf = (key: string) => {
    const text = quantities[key];
    if (text === undefined) return undefined;
    const parsed = MultiShipQuantity.safeParse(text.trim() === '' ? undefined : Number(text));
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
  const invalid = Object.keys(quantities).some((key) => errorOf(key));

  const submit = () => {
    if (invalid) return;
    const changed: UploadRecordQuantity[] = Object.entries(quantities).map(([key, text]) => {
      const [recordNumber, cartItemId] = key.split(/:(.*)/s) as [string, string];
      return { recordNumber: Number(recordNumber), cartItemId, quantity: Number(text) };
    });
    confirm.mutate(changed, {
      onError: (error) => showToast(toasts.apiError(error.message), 'error'),
    });
  };

  const empty = data && !canConfirmAddresses(data.results);
  return (
    <section aria-labelledby="confirm-heading" className="space-y-3">
      <h3 id="confirm-heading" className="text-base font-semibold text-slate-900">
        {uploadTexts.confirmHeading}
      </h3>
      {isPending && <LoadingState />}
      {empty && <EmptyState message={emptyStates.addresses} />}
      {data && !empty && (
        <>
          <RecordsTable
            caption={uploadTexts.confirmHeading}
            records={data.results}
            action={{
              header: 'Quantity',
              cell: (record) => (
                <div className="flex flex-col gap-2">
                  {items.map((item) => {
                    const key = quantityKey(record.recordNumber, item.id);
                    const error = errorOf(key);
                    return (
                      <label key={item.id} className="flex flex-col gap-1 text-xs text-slate-600">
                        <span className={items.length > 1 ? '' : 'sr-only'}>{item.name}</span>
                        <input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          aria-label={`Quantity of ${item.name} for record ${record.recordNumber}`}
                          aria-invalid={error ? true : undefined}
                          value={quantities[key] ?? '1'}
                          onChange={(event) =>
                            setQuantities((all) => ({ ...all, [key]: event.target.value }))
                          }
                          className="w-20 rounded-md border border-slate-300 px-2 py-1 text-sm aria-invalid:border-red-600 focus:outline-2 focus:outline-blue-700"
                        />
                        {error && <span className="text-red-700">{error}</span>}
                      </label>
                    );
                  })}
                </div>
              ),
            }}
          />
          <Pager
            pageNumber={pageNumber}
            pageCount={Math.ceil(data.totalCount / data.pageSize)}
            onPage={setPageNumber}
            label={pageLabels.pagers.addresses}
          />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack}>
          {uploadTexts.summary}
        </Button>
        <Button onClick={submit} loading={confirm.isPending} disabled={!data || empty || invalid}>
          {uploadTexts.next}
        </Button>
      </div>
    </section>
  );
}
