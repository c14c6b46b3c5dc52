import { api } from '@msc/shared/api';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

const approvalsKeys = {
  queue: ['approvals', 'queue'] as const,
};

/** The queue, a page at a time from the oldest: each page carries where the next one starts. */
export const approvalQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: approvalsKeys.queue,
    queryFn: ({ pageParam, signal }) =>
      call(api.approvals.queue, { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    // Approvers come here to decide what is waiting now.
    staleTime: 0,
  });

/** Approve, or reject with a reason; the queue is read again either way (another approver may have decided). */
export function useApprovalDecision() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: approvalsKeys.queue });
  const approve = useMutation({
    mutationFn: (orderId: string) => call(api.approvals.approve, { params: { orderId } }),
    onSettled: settled,
  });
  const reject = useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      call(api.approvals.reject, { params: { orderId }, body: { reason } }),
    onSettled: settled,
  });
  return { approve, reject };
}
