// Kept apart from the search's schemas, so that the page's first script reads them without zod.

/** The Shop's orders of the list (docs/product.md §5 "Search"). */
export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Cards per page of the Shop. */
export const SHOP_PAGE_SIZE = 48;
