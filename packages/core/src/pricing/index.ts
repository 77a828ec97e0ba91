export * from './money';
export * from './price';
export * from './rupees-schema';
export * from './instalments';
