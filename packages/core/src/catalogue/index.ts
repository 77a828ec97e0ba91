export * from './categories';
export * from './product';
export * from './stock';
export * from './filter';
export * from './search';
export * from './product-search';
export * from './facets';
export * from './shop-search';
