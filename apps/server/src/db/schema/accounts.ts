import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The owner is `admin`; `staff` handles orders, messages and stock but not prices or settings. */
    role: text('role').$type<'customer' | 'staff' | 'admin'>().notNull().default('customer'),
    /** Carried in every token; a password reset raises it, so earlier tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(1),
    /** When the shopper opened a link mailed to the address: until then it gets no other mail. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The e-mail is kept in core's one form (normaliseEmail), compared byte for byte: the same
    // answer under any collation, so every store moves to any PostgreSQL.
    uniqueIndex('users_email_idx').on(t.email),
    check('users_role', sql`${t.role} IN ('customer', 'staff', 'admin')`),
  ],
);

/**
 * A sign-in: its id rides in the token, so signing out (or a new password) ends it on the
 * server, not only in the browser.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Single-use links that confirm an account's address: only a hash of the token is kept. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/** Single-use reset links: only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A shopper's last delivery details, kept with the account to fill the next checkout (never in
 * the browser's storage). Written when an order is placed and by PUT /api/auth/delivery-details.
 */
export const deliveryDetails = pgTable(
  'delivery_details',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    district: text('district'),
    deliveryMethod: text('delivery_method').$type<'delivery' | 'pickup'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_details_delivery_method', sql`${t.deliveryMethod} IN ('delivery', 'pickup')`),
  ],
);

/**
 * The owner's invitations to join the back office as staff (issue #27): a single-use link mailed
 * to the address; only a hash of its token is kept.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);
