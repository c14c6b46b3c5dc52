export { ordersPages } from './pages';
