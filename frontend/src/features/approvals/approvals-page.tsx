import { adminTexts, approvalTexts } from '@msc/shared/messages';
import type { ApprovalQueueRow } from '@msc/shared/model/order-approval';
import { formatDate, formatStatCode, formatUsd } from '@msc/shared/rules/formatting';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCapability } from '#features/session';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { showApiErrorToast } from '#ui/toast';
import { approvalQueueQuery, useApprovalDecision } from './api/approvals-queries';

// Loaded on Reject: the dialog brings Radix and the contract's zod schema (about 40 KB gzip together).
const RejectDialog = lazy(() =>
  import('./components/reject-dialog').then(({ RejectDialog }) => ({ default: RejectDialog })),
);

/** /manager/approvals (Admin Center): orders awaiting approval, oldest first, for the approvers. */
export default function ApprovalsPage() {
  if (!useCapability('approveOrders')) {
    return (
      <>
        <PageTitle title={approvalTexts.title} />
        <EmptyState message={adminTexts.noAccess} />
      </>
    );
  }
  return <ApprovalQueue />;
}

function ApprovalQueue() {
  const queue = useInfiniteQuery(approvalQueueQuery());
  const { approve, reject } = useApprovalDecision();
  const [rejecting, setRejecting] = useState<ApprovalQueueRow>();
  const [done, setDone] = useState<string>();
  const rows = queue.data?.pages.flatMap((page) => page.results) ?? [];

  const onApprove = (row: ApprovalQueueRow) =>
    approve.mutate(row.orderId, {
      onSuccess: (result) => setDone(approvalTexts.approved(result.orderNumber)),
      onError: showApiErrorToast,
    });
  const onReject = (row: ApprovalQueueRow, reason: string) =>
    reject.mutate(
      { orderId: row.orderId, reason },
      {
        onSuccess: (result) => {
          setRejecting(undefined);
          setDone(approvalTexts.rejected(result.orderNumber));
        },
        onError: showApiErrorToast,
      },
    );

  const busy = (row: ApprovalQueueRow) =>
    (approve.isPending && approve.variables === row.orderId) ||
    (reject.isPending && reject.variables?.orderId === row.orderId);

  const columns: readonly DataColumn<ApprovalQueueRow>[] = [
    { id: 'orderNumber', header: approvalTexts.orderNumber, cell: (row) => row.orderNumber },
    { id: 'placed', header: approvalTexts.placed, cell: (row) => formatDate(row.orderDate) },
    {
      id: 'agent',
      header: approvalTexts.agent,
      wrap: true,
      // Who placed it for the agent matters to the decision (they may not decide it): under the agent.
      cell: (row) => (
        <>
          <span className="break-all">{row.agent}</span>
          {row.placedBy && (
            <span className="block text-slate-600">
              {approvalTexts.placedBy}: {row.placedBy}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'agency',
      header: approvalTexts.agency,
      cell: (row) => `${row.agencyName} (${formatStatCode(row.statCode)})`,
      wrap: true,
    },
    { id: 'products', header: adminTexts.nav.products, cell: (row) => row.products.join(', '), wrap: true },
    { id: 'total', header: approvalTexts.total, cell: (row) => formatUsd(row.total), numeric: true },
    { id: 'lapses', header: approvalTexts.holdLapses, cell: (row) => formatDate(row.authorizationLapsesAt) },
    {
      id: 'decide',
      header: '',
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            loading={busy(row)}
            aria-label={`${approvalTexts.approve} ${row.orderNumber}`}
            onClick={() => onApprove(row)}
          >
            {approvalTexts.approve}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy(row)}
            aria-label={`${approvalTexts.reject} ${row.orderNumber}`}
            onClick={() => setRejecting(row)}
          >
            {approvalTexts.reject}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={approvalTexts.title} subtitle={approvalTexts.subtitle} />
      <p role="status" className="mb-4 text-sm text-green-800">
        {done}
      </p>
      {queue.isPending ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={approvalTexts.none} />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.orderId}
          caption={approvalTexts.title}
        />
      )}
      {queue.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          loading={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {approvalTexts.loadMore}
        </Button>
      )}
      {rejecting && (
        <Suspense fallback={null}>
          <RejectDialog
            orderNumber={rejecting.orderNumber}
            busy={reject.isPending}
            onReject={(reason) => onReject(rejecting, reason)}
            onClose={() => setRejecting(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
