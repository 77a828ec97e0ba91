export * from './format';
export * from './duration';
