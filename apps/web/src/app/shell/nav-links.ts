/** The header's navigation (docs/product.md §2), each label a key of the `common` messages. */
export const NAV_LINKS = [
  { to: '/home', label: 'home' },
  { to: '/shop', label: 'shop' },
  { to: '/about', label: 'about' },
  { to: '/contact', label: 'contact' },
  { to: '/cart', label: 'cart' },
] as const;
