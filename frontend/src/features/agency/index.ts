export { ChangeAgencyPanel } from './change-agency-panel';
export { InitialAgencyModal } from './initial-agency-modal';
