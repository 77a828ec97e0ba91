export * from './languages';
export * from './format';
export * from './date-time';
export * from './product-translations';
export * from './language-schema';
