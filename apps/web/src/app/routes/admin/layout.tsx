import { Outlet } from 'react-router';
import { AdminError } from '../../../features/admin/components/admin-error';
import { AdminFrame } from '../../../features/admin/components/admin-frame';

/** The back office: staff only, with its own section nav around each admin screen. */
export function Component() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

/** An admin screen that throws: its error in place of the screen, the section nav kept. */
export function ErrorBoundary() {
  return (
    <AdminFrame>
      <AdminError />
    </AdminFrame>
  );
}
