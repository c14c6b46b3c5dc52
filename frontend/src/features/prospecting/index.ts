/** The ZIP step, for the personalization flow's prospecting variant of step 2. */
export { ZipPanel } from './components/zip-panel';
export { prospectingPages } from './pages';
