import { Outlet } from 'react-router';
import { AdminFrame } from '../../../features/admin/components/admin-frame';

/** The back office: staff only, with its own section nav around each admin screen. */
export function Component() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}
