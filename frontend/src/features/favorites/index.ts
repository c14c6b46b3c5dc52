export { favoritesPages } from './pages';
