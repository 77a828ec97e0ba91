export * from './cart';
export * from './cart-count';
export * from './cart-schema';
export * from './stored-cart';
export * from './saved-cart';
export * from './saved-cart-schema';
