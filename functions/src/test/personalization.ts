import type { PersonalizationForm } from '@msc/shared/model/personalization';

/** A valid step-1 form (Texas: no license number needed), for the flow's integration tests. */
export const personalizationForm: PersonalizationForm = {
  agencyName: 'Lakeside Insurance Group',
  agentFirstName: 'Dana',
  agentLastName: 'Whitfield',
  agentPhone: '555-123-4567',
  agentEmail: 'dana@lakeside.test',
  addressLine1: '12 Harbor Road',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};

/** The three approvals of step 1, all given. */
export const allApprovals = {
  pdfFinalApproval: true,
  acceptTermsAndConditions: true,
  willNotUseMassachusetts: true,
} as const;
