export { approvalsPages } from './pages';
