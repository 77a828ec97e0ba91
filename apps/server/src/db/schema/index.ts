// The database's tables, one file per domain: the rest of the server imports them from here, and
// drizzle-kit reads them from here (drizzle.config.ts).
export * from './catalogue';
export * from './accounts';
export * from './orders';
export * from './payments';
export * from './mail';
export * from './shop';
export * from './carts';
export * from './quotations';
