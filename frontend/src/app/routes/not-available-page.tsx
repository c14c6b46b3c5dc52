import { type Params, useParams } from 'react-router';
import { NotAvailable } from '#ui/not-available';
import { PageTitle } from '#ui/page-title';

export type PageTitleSource = string | ((params: Params) => string);

/** A route whose page belongs to later work: its title and the not-available notice, nothing made up. */
export function NotAvailablePage({ title }: { title: PageTitleSource }) {
  const params = useParams();
  return (
    <>
      <PageTitle title={typeof title === 'string' ? title : title(params)} />
      <NotAvailable />
    </>
  );
}
