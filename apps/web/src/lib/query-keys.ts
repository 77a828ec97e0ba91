/**
 * The shop's query keys, built here only (docs/architecture.md#errors): the query-options factories
 * use them and changes invalidate by them. They are shared, not kept in each feature, because one
 * feature's change (an order placed, a sign-in) reaches another's data, and features do not
 * import each other. The back office keeps its own, all under 'admin' (features/admin/api/keys).
 */
export const shopKeys = {
  config: () => ['config'] as const,
  products: () => ['products'] as const,
  /** One search of the Shop, its pages together. */
  productSearch: (search: object) => ['products', 'search', search] as const,
  featured: () => ['products', 'featured'] as const,
  /** Home's Special Deals: the product shown, which follows the catalogue. */
  specialDeal: () => ['products', 'special-deal'] as const,
  /** The About text and the three policies (the back office's Pages). */
  contentPages: () => ['content', 'pages'] as const,
  /** What the header's search offers for a query. */
  suggestions: (q: string) => ['products', 'suggest', q] as const,
  /** Products side by side, in the order compared. */
  compare: (ids: readonly string[]) => ['products', 'compare', ...ids] as const,
  product: (id: string) => ['products', 'one', id] as const,
  /** A product page: the product with its details and related products, by slug. */
  productPage: (slug: string) => ['products', 'page', slug] as const,
  /** Every order query: mine and each one read by id. */
  orders: () => ['orders'] as const,
  myOrders: () => ['orders', 'mine'] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  /** Every promo query. */
  promos: () => ['promos'] as const,
  myPromos: () => ['promos', 'mine'] as const,
  /** The shop's delivery charges, and the shopper's remembered details (changed by an order). */
  deliveryRates: () => ['delivery', 'rates'] as const,
  deliveryDetails: () => ['delivery', 'details'] as const,
};
