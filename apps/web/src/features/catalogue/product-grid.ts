/**
 * The grid of product cards (docs/product.md §2): two to a row from a 360 px phone (one below),
 * three from lg, four from xl. `PICTURE_SIZES.shopCard` in core and `firstRowCards` follow it.
 */
export const PRODUCT_GRID =
  'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';
