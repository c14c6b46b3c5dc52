import { confirmPrompts, personalizationTexts, toasts, validation } from '@msc/shared/messages';
import { LICENSE_NUMBER_MIN } from '@msc/shared/model/enrollment';
import type { CrossSellTypeCode } from '@msc/shared/model/enums';
import type { OpportunityRow } from '@msc/shared/model/opportunity';
import { isEnrollDisabled, isLicenseNumberLongEnough } from '@msc/shared/rules/agency-eligibility';
import { useState } from 'react';
import { ApiRequestError } from '#lib/api-client';
import { Button } from '#ui/button';
import { Dialog, DialogClose } from '#ui/dialog';
import { SafeHtml } from '#ui/safe-html';
import { TextField } from '#ui/text-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useEnroll } from '../api/opportunity-queries';

export interface EnrollDialogProps {
  row: OpportunityRow | undefined;
  isLicenseNumberRequired: boolean;
  onClose: () => void;
}

/**
 * The Enroll confirm dialog (spec 1 §4). When the agency requires a license number, Enroll stays
 * disabled until it has at least 7 characters. On success: the toast, and the lists refresh.
 */
export function EnrollDialog({ row, isLicenseNumberRequired, onClose }: EnrollDialogProps) {
  const [licenseNumber, setLicenseNumber] = useState('');
  const [serverError, setServerError] = useState<string>();
  const enroll = useEnroll();
  const prompt = confirmPrompts.enroll;
  const close = () => {
    setLicenseNumber('');
    setServerError(undefined);
    enroll.reset();
    onClose();
  };
  const disabled =
    !row || isEnrollDisabled({ oppCount: row.oppCount, isLicenseNumberRequired, licenseNumber });
  const submit = () => {
    if (!row || disabled) return;
    enroll.mutate(
      {
        statCode: row.agencyCode,
        crossSellType: row.oppType as CrossSellTypeCode,
        licenseNumber: isLicenseNumberRequired ? licenseNumber.trim() : undefined,
      },
      {
        onSuccess: () => {
          showToast(toasts.enrolled, 'success');
          close();
        },
        onError: (error) => {
          const fieldError =
            error instanceof ApiRequestError ? error.fieldErrors?.licenseNumber?.[0] : undefined;
          if (fieldError) setServerError(fieldError);
          else showApiErrorToast(error);
        },
      },
    );
  };
  const showLengthHint = licenseNumber.length > 0 && !isLicenseNumberLongEnough(licenseNumber);

  return (
    <Dialog
      open={row !== undefined}
      onOpenChange={(open) => {
        if (!open && !enroll.isPending) close();
      }}
      title={prompt.confirmLabel}
      description={prompt.message}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={enroll.isPending}>
              {prompt.cancelLabel}
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={disabled} loading={enroll.isPending}>
            {prompt.confirmLabel}
          </Button>
        </>
      }
    >
      {row && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SafeHtml html={row.titleHtml} className="text-sm text-slate-700" />
          {isLicenseNumberRequired && (
            <TextField
              label={personalizationTexts.fields.licenseNumber}
              name="licenseNumber"
              autoComplete="off"
              required
              maxLength={20}
              value={licenseNumber}
              onChange={(event) => {
                setLicenseNumber(event.target.value);
                setServerError(undefined);
              }}
              hint={`At least ${LICENSE_NUMBER_MIN} characters`}
              error={
                serverError ??
                (showLengthHint ? validation.licenseNumberTooShort(LICENSE_NUMBER_MIN) : undefined)
              }
            />
          )}
        </form>
      )}
    </Dialog>
  );
}
