/** The pages of mail tracking (issue 49): the week's call list. */
export const mailTrackingPages = {
  arrivingThisWeek: () => import('./arriving-page'),
};
