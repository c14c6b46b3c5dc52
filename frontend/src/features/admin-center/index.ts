export { adminCenterPages } from './pages';
