import { dataListTexts, recipientsTexts } from '@msc/shared/messages';
import type { MailListRow } from '@msc/shared/model/mail-list';
import { UPLOAD_PREVIEW_RECORDS } from '@msc/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { agencyListContactsQuery } from '#features/agency-lists';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { ListRecords } from './list-records';

/** PREVIEW of a picked list: its first 20 records (spec 2 §4, §9), then Next to select records. */
export function ListPreview({
  list,
  onBack,
  onNext,
}: {
  list: Pick<MailListRow, 'mailListId' | 'name'>;
  onBack: () => void;
  onNext: () => void;
}) {
  const preview = useQuery(agencyListContactsQuery(list.mailListId, 1, UPLOAD_PREVIEW_RECORDS));
  return (
    <section aria-labelledby="list-preview-heading" className="space-y-3">
      <div>
        <h3 id="list-preview-heading" className="text-base font-semibold text-slate-900">
          {`${dataListTexts.previewHeading}: ${list.name}`}
        </h3>
        <p className="text-sm text-slate-600">{dataListTexts.previewNote}</p>
      </div>
      {preview.isPending ? (
        <LoadingState />
      ) : preview.isError ? null : (
        <ListRecords records={preview.data.results} caption={dataListTexts.previewHeading} />
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onBack}>
          {dataListTexts.changeList}
        </Button>
        <Button onClick={onNext} disabled={!preview.data || preview.data.totalCount === 0}>
          {recipientsTexts.next}
        </Button>
      </div>
    </section>
  );
}
