export * from './api';
export * from './cart';
export * from './catalogue';
export * from './format';
export * from './pricing';
export * from './routes';
export * from './checkout/countries';
