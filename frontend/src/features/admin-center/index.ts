export { AdminCenterLayout } from './admin-center-layout';
export { adminCenterPages } from './pages';
