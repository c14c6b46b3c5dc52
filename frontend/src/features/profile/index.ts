export { addressesKey, addressesQuery } from './api/address-queries';
export { agencyDetailsQuery } from './api/agency-queries';

export { profilePages } from './pages';
