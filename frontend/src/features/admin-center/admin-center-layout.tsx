import { Outlet } from 'react-router';
import { AdminCenterNav } from './components/admin-center-nav';

/**
 * Every /manager page: the Admin Center's sub-navigation over the page. Loaded with the first /manager page
 * (its texts and links are no part of every other page's first load).
 */
export default function AdminCenterLayout() {
  return (
    <>
      <AdminCenterNav />
      <Outlet />
    </>
  );
}
