export * from './messages';
export * from './payment';
export * from './routing';
