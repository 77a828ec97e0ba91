export * from './history';
export * from './order';
export * from './totals';
