import { adminTexts } from '@msc/shared/messages';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';

/** What a page of the Admin Center shows a user the role table does not let in: no editor, no data. */
export function NoAdminAccess({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <EmptyState message={adminTexts.noAccess} />
    </>
  );
}
