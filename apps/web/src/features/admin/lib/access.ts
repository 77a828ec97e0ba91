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

/**
 * The back office's screens staff may open besides the dashboard (docs/product.md §15 "Staff"),
 * as the server's routes declared `access: 'staff'`; every other screen is the owner's, so a
 * screen added without a word here stays the owner's.
 */
const STAFF_SCREENS = [
  '/admin/orders',
  '/admin/messages',
  '/admin/products',
  '/admin/reports',
  '/admin/low-stock',
  // Read only: a quotation's prices and sending it are the owner's.
  '/admin/quotations',
];
/** Under a staff screen, yet the owner's: a new product sets its price. */
const OWNER_SCREENS = ['/admin/products/new'];

/** Whether `access` may open the back-office screen at `pathname`. */
export function mayOpen(access: AdminAccess, pathname: string): boolean {
  if (access === 'admin') return true;
  if (access !== 'staff') return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return true;
  if (OWNER_SCREENS.some((screen) => path === screen)) return false;
  return STAFF_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`));
}
