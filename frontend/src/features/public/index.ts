export { publicPages } from './pages';
