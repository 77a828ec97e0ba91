export * from './address';
export * from './charge';
export * from './cities';
export * from './districts';
export * from './messages';
export * from './phone';
export * from './place-names';
export * from './schemas';
