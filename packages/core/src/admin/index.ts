export * from './admin';
export * from './cursor-page';
