export * from './messages';
export * from './quotation';
