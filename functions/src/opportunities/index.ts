/** What other capabilities may use of opportunities: an agency's opportunity rows and enrollments (reports). */
export { type EnrollmentItem, loadAgencyOpportunities, type OpportunityItem } from './opportunities-store';
