export * from './cart';
export * from './cart-schema';
export * from './stored-cart';
