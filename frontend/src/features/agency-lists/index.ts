export { agencyListsPages } from './pages';
