export * from './trade-words';
export * from './query-words';
export * from './typos';
export * from './suggested-categories';
export * from './suggested-brands';
export * from './values-in-query';
