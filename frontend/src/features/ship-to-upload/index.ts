/** Ship to Multiple Contacts → Upload a list of contacts: what the checkout's shipping step renders. */
export type { ShipToItem } from './components/confirm-addresses';
export { ShipToUploadPanel, type ShipToUploadPanelProps } from './ship-to-upload-panel';
