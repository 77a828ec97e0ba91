export * from './categories';
export * from './product';
export * from './stock';
export * from './filter';
export * from './search';
