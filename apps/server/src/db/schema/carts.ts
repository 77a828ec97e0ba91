import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedCartLine } from '@avstore/core';
import { users } from './accounts';

/**
 * The cart kept with a signed-in shopper's account (docs/product.md §4): one row per account, its
 * lines as core's SaveCartRequestSchema bounds them (at most 50 products), so one account holds a
 * few kilobytes at most. Names and prices are never kept: they are read afresh.
 */
export const savedCarts = pgTable('saved_carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<SavedCartLine[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
