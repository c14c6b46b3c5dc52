/** Express ordering: its pages (lazy loaders). Its start (sub codes, the Yes) is in the campaign kit. */
export { expressOrderPages } from './pages';
