/** The one web test harness: render with providers, a fetch stub, browser stubs, factories. */
export * from './browser';
export * from './factories';
export * from './lifecycle';
export * from './render';
export * from './stub-api';
export * from './stub-uploads';
export * from './languages';
