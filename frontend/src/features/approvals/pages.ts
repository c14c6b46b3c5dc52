/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const approvalsPages = {
  queue: () => import('./approvals-page'),
};
