/**
 * The home page's panels (spec 1 §2 Home: growth opportunities, the Ignite incentives) and the feedback
 * survey after an order. The spec words a few; `messages/ours/label-ours.ts` lists the rest.
 */

/** The home page's own panels and their titles. */
export const homeTexts = {
  title: 'Home',
  forYourAgency: 'For your agency',
  announcements: 'Announcements',
  featuredPrograms: 'Featured programs',
  myLinks: 'My Links',
  savedForLater: 'Saved For Later',
  viewAll: 'View All',
  topPicks: 'Top Picks',
} as const;

/** The growth opportunities table (home, the cross-sell and prospecting landings). */
export const growthOpportunityTexts = {
  show: 'Show',
  opportunity: 'Opportunity',
  opportunities: 'Opportunities',
  subCodeOpportunities: 'Sub-code opportunities',
  enrollment: 'Enrollment',
  enroll: 'Enroll',
  enrollIn: (title: string) => `Enroll: ${title}`,
} as const;

/** The Ignite incentive panel of an owner's home. */
export const incentiveTexts = {
  title: 'Ignite incentives',
  discount: 'Discount',
  used: 'Used',
  remaining: 'Remaining',
} as const;

/** The feedback survey shown after an order is placed. */
export const feedbackTexts = {
  title: 'Provide Feedback',
  description: 'Tell us how the Marketing Solutions Center is working for you.',
  loading: 'Loading the survey',
  comments: 'Comments',
  cancel: 'Cancel',
  submit: 'Submit',
} as const;
