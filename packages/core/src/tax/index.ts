export * from './amount-in-words';
export * from './document-number';
export * from './vat-number';
export * from './vat-split';
