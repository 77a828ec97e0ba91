export * from './cells';
export * from './columns';
export * from './limits';
export * from './plan';
export * from './read-file';
export * from './result';
export * from './translations';
