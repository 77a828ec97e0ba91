export * from './kinds';
export * from './definitions';
export * from './values';
