export * from './history';
export * from './holds';
export * from './labels';
export * from './messages';
export * from './order';
export * from './totals';
export * from './transitions';
