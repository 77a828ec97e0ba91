export * from './admin';
export * from './cursor-page';
export * from './product-csv';
export * from './order-corrections';
export * from './order-search';
export * from './reports';
