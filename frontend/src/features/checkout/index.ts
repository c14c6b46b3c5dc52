export { checkoutPages } from './pages';
