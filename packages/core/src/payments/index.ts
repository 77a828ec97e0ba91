export * from './payment';
export * from './routing';
