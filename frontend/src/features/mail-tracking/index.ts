/** Mail you can see (issue 49): a drop's tracking on the order page, the home panel and the week's call list. */
export { ArrivingPanel } from './components/arriving-panel';
export { DropTracking } from './components/drop-tracking';
export { mailTrackingPages } from './pages';
