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

/** A personalizable cross-sell letter, mailed to its recipients at 89 cents a piece. */
export const crossSellLetter = {
  productId: 'letter',
  name: 'Cross-Sell Auto Letter',
  productFormat: 'Letter Templates',
  isPersonalizable: true,
  unitPrice: 89,
  productDataType: 1,
  isRequireShipping: false,
};

/** Step 1's start of that letter's order state (the body of POST /order-states). */
export const crossSellLetterStart = {
  productId: 'letter',
  productType: 'Home',
  programType: 'CrossSell',
  channelType: 1,
  isMultiChannel: false,
  isStateSaved: false,
};
