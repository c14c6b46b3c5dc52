import { toasts, uploadTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import type { ShipToUploadStep, UploadSummaryChoice } from '@msc/shared/model/ship-to';
import { UPLOAD_PREVIEW_RECORDS } from '@msc/shared/rules/constants';
import { stepAfterUploadSummary } from '@msc/shared/rules/ship-to-upload-flow';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#lib/paths';
import { LoadingState } from '#ui/loading-state';
import { showToast } from '#ui/toast';
import { uploadRecordsQuery, uploadStatusQuery } from './api/upload-queries';
import { ConfirmAddresses, type ShipToItem } from './components/confirm-addresses';
import { FixRecords } from './components/fix-records';
import { UploadFileStep } from './components/upload-file-step';
import { UploadPreview } from './components/upload-preview';
import { UploadSummary } from './components/upload-summary';

export interface ShipToUploadPanelProps {
  /** The cart items each address gets a quantity of. */
  items: readonly ShipToItem[];
  /** The cart as the confirm step left it (ship-to list set, mode multiple contacts). */
  onConfirmed?: (cart: Cart) => void;
  /** Where Next goes after confirming; the payment step unless told. */
  nextPath?: string;
}

/**
 * Ship to Multiple Contacts → Upload a list of contacts (spec 1 §2, §4): upload, preview of the first 20
 * records with the summary (proceed, reupload, fix), fix failed records, confirm addresses and quantities,
 * then Next.
 */
export function ShipToUploadPanel({
  items,
  onConfirmed,
  nextPath = paths.checkoutPayment,
}: ShipToUploadPanelProps) {
  const navigate = useNavigate();
  const [uploadId, setUploadId] = useState<string | undefined>();
  const [step, setStep] = useState<ShipToUploadStep>('upload');
  const [failure, setFailure] = useState<string | undefined>();
  const status = useQuery({ ...uploadStatusQuery(uploadId ?? ''), enabled: uploadId !== undefined });
  const state = status.data?.state;
  const preview = useQuery({
    ...uploadRecordsQuery(uploadId ?? '', 'all', 1, UPLOAD_PREVIEW_RECORDS),
    enabled: uploadId !== undefined && state === 'summarized',
  });

  useEffect(() => {
    if (state === 'failed') {
      const message = status.data?.message;
      showToast(toasts.shipToUploadFailed(message), 'error');
      setFailure(message);
      setUploadId(undefined);
      setStep('upload');
    }
  }, [state, status.data?.message]);

  const choose = (choice: UploadSummaryChoice) => {
    const next = stepAfterUploadSummary(choice);
    if (next === 'upload') setUploadId(undefined);
    setStep(next);
  };

  if (!uploadId || step === 'upload') {
    return (
      <UploadFileStep
        failure={failure}
        onStarted={(started) => {
          setFailure(undefined);
          setUploadId(started.uploadId);
          setStep('preview');
        }}
      />
    );
  }
  if (!status.data || state === 'pending' || state === 'validating') {
    return <LoadingState label={uploadTexts.validating} />;
  }
  if (state !== 'summarized') return null;

  if (step === 'fix') return <FixRecords status={status.data} onDone={() => setStep('preview')} />;
  if (step === 'confirm') {
    return (
      <ConfirmAddresses
        status={status.data}
        items={items}
        onBack={() => setStep('preview')}
        onConfirmed={(cart) => {
          onConfirmed?.(cart);
          navigate(nextPath);
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <UploadPreview records={preview.data?.results} />
      <UploadSummary status={status.data} onChoose={choose} />
    </div>
  );
}
