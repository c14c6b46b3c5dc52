export { downloadsPages } from './pages';
