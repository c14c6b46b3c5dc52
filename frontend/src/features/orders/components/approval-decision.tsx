import { approvalTexts } from '@msc/shared/messages';
import type { OrderApprovalDecision } from '@msc/shared/model/order-approval';
import { formatDate } from '@msc/shared/rules/formatting';

/** How an order that waited for approval was decided, and why when it was not approved. */
export function ApprovalDecision({ approval }: { approval: OrderApprovalDecision }) {
  const approved = approval.outcome === 'Approved';
  return (
    <section
      aria-label={approvalTexts.title}
      data-testid="approval-decision"
      className={`rounded-md border p-3 text-sm ${
        approved
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <p className="font-semibold">
        {approvalTexts.outcome[approval.outcome]} · {formatDate(approval.decidedAt)}
      </p>
      {approval.reason && (
        <p>
          {approvalTexts.reasonLabel}: {approval.reason}
        </p>
      )}
    </section>
  );
}
