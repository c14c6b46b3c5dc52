/** Ship to Multiple Contacts → Upload a list of contacts: what the checkout's shipping step renders. */

/** The list-upload parts a data-list upload (personalization step 2) shares with the checkout's. */
export { uploadRecordsQuery, uploadStatusQuery } from './api/upload-queries';
export type { ShipToItem } from './components/confirm-addresses';
export { UploadFileStep } from './components/upload-file-step';
export { UploadPreview } from './components/upload-preview';
export { UploadSummary } from './components/upload-summary';
export { ShipToUploadPanel, type ShipToUploadPanelProps } from './ship-to-upload-panel';
