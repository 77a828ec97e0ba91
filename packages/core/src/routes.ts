/**
 * Every path the web app answers (docs/product.md §2's route table, plus the reset confirmation page and
 * the back office). The server serves the app for these and 404 for any other page.
 */
export const APP_ROUTES = [
  '/',
  '/home',
  '/shop',
  '/about',
  '/contact',
  '/cart',
  '/checkout',
  '/payment',
  '/payment/success',
  '/payment/failed',
  '/payment/response',
  '/login',
  '/signup',
  '/profile',
  '/resetPassword',
  '/resetPassword/confirm',
  '/staff/accept',
  '/quotations/new',
  '/account/quotations',
] as const;

/** One quotation of the shopper's: /account/quotations/{id}. */
const QUOTATION_PAGE = /^\/account\/quotations\/[0-9a-f-]{36}$/;

/** Back-office pages live under this prefix. */
export const ADMIN_PREFIX = '/admin';

export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (APP_ROUTES as readonly string[]).includes(path) ||
    QUOTATION_PAGE.test(path) ||
    path === ADMIN_PREFIX ||
    path.startsWith(`${ADMIN_PREFIX}/`)
  );
}
