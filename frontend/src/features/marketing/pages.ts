/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const marketingPages = {
  marketing: () => import('./marketing-page'),
  /** One page for every topic of MARKETING_TOPICS (it reads its topic from the address). */
  topic: () => import('./marketing-topic-page'),
};
