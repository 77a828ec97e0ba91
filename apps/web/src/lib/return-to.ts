/**
 * Sign-in goes back to the page that asked for it (the checkout, a promo, the back office, a
 * payment to retry, or the page whose 'Sign In' link was followed), else to '/' (docs/product.md
 * §4 "Session"). The page travels as navigation state, or as `?next=` on a link to /login or
 * /signup; either way only a path of this shop is followed.
 */
export interface ReturnToState {
  returnTo: string;
}

/** The state for a link to /login from the page at `path` ('/admin/orders?status=pending'). */
export const returnToState = (path: string): ReturnToState => ({ returnTo: path });

const NEXT = 'next';
/** The sign-in pages themselves, never a place to come back to. */
const AUTH_PAGE = /^\/(login|signup|resetPassword)(?:[/?#]|$)/;

/** Whether `to` is a path of this shop, and not a way out of it. */
function isShopPath(to: unknown): to is string {
  return (
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    // A backslash reads as a slash in some browsers ('/\evil.example'), and browsers drop tabs and
    // line breaks from addresses ('/\t/evil.example'): neither may reach the router.
    !/[\\\s]/.test(to) &&
    ![...to].some((c) => c < ' ' || c === '\u007f') &&
    !AUTH_PAGE.test(to)
  );
}

/** Where a sign-in carrying `state`, or opened at `search` ('?next=/cart'), goes: its page, else '/'. */
export function returnPath(state: unknown, search = ''): string {
  const fromState = (state as Partial<ReturnToState> | null | undefined)?.returnTo;
  if (fromState !== undefined) return isShopPath(fromState) ? fromState : '/';
  const next = new URLSearchParams(search).get(NEXT);
  return isShopPath(next) ? next : '/';
}

/** A link to `page` (/login or /signup) that comes back to `path` after sign-in. */
export function withReturn(page: string, path: string): string {
  return isShopPath(path) && path !== '/' ? `${page}?${NEXT}=${encodeURIComponent(path)}` : page;
}
