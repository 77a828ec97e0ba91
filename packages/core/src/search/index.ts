export * from './trade-words';
export * from './query-words';
export * from './typos';
