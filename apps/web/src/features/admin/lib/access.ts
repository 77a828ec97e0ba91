import { readToken, readUser } from '../../../lib/storage';

export type AdminAccess = 'signed-out' | 'not-staff' | 'staff' | 'admin';

/**
 * Who may open the back office, from the stored token and user (docs/product.md §3 keys). The server
 * decides for real (401/403); this only spares staff-less visitors a screen of errors.
 */
export function readAdminAccess(): AdminAccess {
  if (!readToken()) return 'signed-out';
  const role = readUser()?.role;
  return role === 'admin' ? 'admin' : role === 'staff' ? 'staff' : 'not-staff';
}
