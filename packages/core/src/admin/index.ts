export * from './admin';
export * from './cursor-page';
export * from './product-csv';
export * from './reports';
