export * from './history';
export * from './order';
export * from './totals';
export * from './transitions';
