/**
 * Sign-in goes back to the page that asked for it (the back office, a payment to retry, the
 * payment test page), else to '/' (docs/product.md §4 "Session"). The page travels as navigation
 * state, which no link from elsewhere can set, and only a path of this shop is followed.
 */
export interface ReturnToState {
  returnTo: string;
}

/** The state for a link to /login from the page at `path` ('/admin/orders?status=pending'). */
export const returnToState = (path: string): ReturnToState => ({ returnTo: path });

/** Where a sign-in carrying `state` goes: its page when it is one of this shop's, else '/'. */
export function returnPath(state: unknown): string {
  const to = (state as Partial<ReturnToState> | null | undefined)?.returnTo;
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return '/';
  // A backslash reads as a slash in some browsers: '/\evil.example' would leave the shop.
  return to.includes('\\') ? '/' : to;
}
