export { prospectingPages } from './pages';
