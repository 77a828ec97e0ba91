export * from './email';
export * from './messages';
export * from './schemas';
export * from './validate';
export * from './staff';
