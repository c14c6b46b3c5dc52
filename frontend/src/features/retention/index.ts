export { retentionPages } from './pages';
