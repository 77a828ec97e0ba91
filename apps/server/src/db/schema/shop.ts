import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The shop's delivery charge and time to each district it has set (docs/product.md §11 "Delivery
 * charge"); a district with no row pays nothing and has no time said. Names are core's
 * DISTRICTS, checked by the service.
 */
export const deliveryCharges = pgTable(
  'delivery_charges',
  {
    district: text('district').primaryKey(),
    chargeCents: bigint('charge_cents', { mode: 'number' }).notNull(),
    /** How long a delivery there takes, in the shop's words ('1-2 working days'); null: not said. */
    deliveryTime: text('delivery_time'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_charges_not_negative', sql`${t.chargeCents} >= 0`)],
);

/** The shop's delivery settings: one row (id 1) once saved; no row or no threshold, no free delivery. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Orders whose goods after promos reach this pay no delivery charge; null: never free. */
    freeThresholdCents: bigint('free_threshold_cents', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_one_row', sql`${t.id} = 1`),
    check('delivery_settings_threshold_positive', sql`${t.freeThresholdCents} > 0`),
  ],
);

/** Who changed what in the back office, when, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * The shop's settings and content as the owner set them in the back office (issue #27): one row
 * (id 1), a document checked by core's schema; what it does not hold falls back to the
 * environment's first defaults.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);
