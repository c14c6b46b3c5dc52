import { mailVisibilityTexts as texts } from '@msc/shared/messages';
import {
  ORDER_DETAIL_LIST_PAGE_SIZE,
  ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS,
} from '@msc/shared/rules/constants';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { ExportButtons } from '#ui/export-buttons';
import { LoadingState } from '#ui/loading-state';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { arrivingQuery, exportArriving } from './api/mail-tracking-queries';

/**
 * "Arriving in homes this week" (issue 49; ours): the recipients whose pieces went out for delivery this
 * week, with the day to call them from, for the agent's follow-up calls; exportable to Excel and CSV.
 */
export default function ArrivingPage() {
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ORDER_DETAIL_LIST_PAGE_SIZE);
  const { data, isPending } = useQuery(arrivingQuery(pageNumber, pageSize));
  const pageCount = data ? Math.ceil(data.totalCount / data.pageSize) : 0;
  return (
    <div className="space-y-4">
      <PageTitle title={texts.arrivingTitle} actions={<ExportButtons run={exportArriving} />} />
      {isPending || !data ? (
        <LoadingState />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {texts.arrivingIntro(formatDate(data.first), formatDate(data.last))}
          </p>
          {data.totalCount === 0 ? (
            <p className="text-sm text-slate-600">{texts.arrivingNone}</p>
          ) : (
            <>
              <div className="flex justify-end">
                <PageSizeSelect
                  value={pageSize}
                  options={ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS}
                  onChange={(size) => {
                    setPageSize(size);
                    setPageNumber(1);
                  }}
                />
              </div>
              <div className="overflow-x-auto">
                <table className="w-full text-sm" data-testid="arriving-table">
                  <caption className="sr-only">{texts.arrivingTitle}</caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-left text-slate-600">
                      <th className="py-2 pr-4 font-medium">{texts.columns.recipient}</th>
                      <th className="py-2 pr-4 font-medium">{texts.columns.phone}</th>
                      <th className="py-2 pr-4 font-medium">{texts.columns.address}</th>
                      <th className="py-2 pr-4 font-medium">{texts.columns.order}</th>
                      <th className="py-2 pr-4 font-medium">{texts.columns.outForDelivery}</th>
                      <th className="py-2 font-medium">{texts.columns.callOn}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.results.map((row) => (
                      <tr key={row.trackingCode} className="border-b border-slate-100">
                        <td className="py-2 pr-4 whitespace-nowrap">
                          {row.firstName} {row.lastName}
                        </td>
                        <td className="py-2 pr-4 whitespace-nowrap">{formatPhone(row.phone) || '—'}</td>
                        <td className="py-2 pr-4">
                          {[row.addressLine1, row.addressLine2, `${row.city}, ${row.state} ${row.postalCode}`]
                            .filter(Boolean)
                            .join(', ')}
                        </td>
                        <td className="py-2 pr-4">
                          <Link
                            className="whitespace-nowrap text-blue-700 hover:underline"
                            to={links.order(row.orderId)}
                          >
                            {row.orderNumber}
                          </Link>{' '}
                          · {texts.columns.drop} {row.dropNumber}
                        </td>
                        <td className="py-2 pr-4">{formatDate(row.outForDeliveryDay)}</td>
                        <td className="py-2">{formatDate(row.callOn)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pageCount > 1 && (
                <Pager pageNumber={pageNumber} pageCount={pageCount} onPage={setPageNumber} />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
