export { crossSellPages } from './pages';
