// The contract and the walker of its postal codecs, loaded together by the build plugin (contract-routes.ts).
export { api } from '@msc/shared/api';
export { endpointWireOf } from '@msc/shared/api/wire-renames';
