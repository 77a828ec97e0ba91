export * from './languages';
export * from './format';
export * from './product-translations';
export * from './language-schema';
