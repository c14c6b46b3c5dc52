/** What other capabilities may use of the agency capability (the session shows the agency in effect). */

export { type AgencyItem, getAgencies, subCodesOf } from '#platform/identity-store';
export { agenciesUserMayActFor, agencyCountUserMayActFor, agencyForUser, agencyOfRequest } from './access';
export { requireAgencyOrAdmin } from './agency-or-admin';
export { agencyInEffect } from './in-effect';
