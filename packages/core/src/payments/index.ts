export * from './bank-confirmation';
export * from './bank-transfer';
export * from './messages';
export * from './payment';
export * from './payment-slips';
export * from './routing';
