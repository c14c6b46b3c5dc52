/** What other capabilities may use of the agency capability (the session shows the agency in effect). */
export { agenciesUserMayActFor, agencyCountUserMayActFor, agencyForUser, agencyOfRequest } from './access';
export { type AgencyItem, subCodesOf } from './agency-store';
export { agencyInEffect } from './service';
