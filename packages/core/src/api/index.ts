export * from './config';
export * from './errors';
