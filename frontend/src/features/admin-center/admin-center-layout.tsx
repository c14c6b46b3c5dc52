import { Outlet } from 'react-router';
import { AdminCenterNav } from './components/admin-center-nav';

/** Every /manager page: the Admin Center's sub-navigation over the page. */
export function AdminCenterLayout() {
  return (
    <>
      <AdminCenterNav />
      <Outlet />
    </>
  );
}
