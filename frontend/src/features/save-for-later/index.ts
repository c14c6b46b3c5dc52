export { saveForLaterPages } from './pages';
