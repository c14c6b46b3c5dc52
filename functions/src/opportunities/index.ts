/**
 * What other capabilities may use of opportunities: an agency's opportunity rows and enrollments (reports),
 * and one list's rows across an owner master's sub codes (an opportunity-started Express Order's counts).
 */
export {
  type EnrollmentItem,
  loadAgencyOpportunities,
  loadCrossSellSummary,
  type OpportunityItem,
} from './opportunities-store';
