export * from './shop-settings';
export * from './special-deal';
export * from './default-content';
export * from './in-language';
