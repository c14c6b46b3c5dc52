export { operationsPages } from './pages';
