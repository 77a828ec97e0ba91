import type { AdminAccess } from './access';

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
