export { marketingPages } from './pages';
