import { and, between, eq, or, sql, type SQL } from 'drizzle-orm';
import { phoneSearchKey, searchedDistrict, type OrderFilter } from '@avstore/core';
import { orders } from '../../db/schema';

/**
 * An order number's start as a range of ids, so the primary key finds it: 'A1B2' (or '#A1B2')
 * → a1b20000-0000-0000-0000-000000000000 to a1b2ffff-ffff-ffff-ffff-ffffffffffff.
 */
export function idRange(q: string): { low: string; high: string } | undefined {
  const hex = q
    .toLowerCase()
    .replace(/^(order\s*)?#/, '')
    .replaceAll('-', '');
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return undefined;
  const uuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { low: uuid(hex.padEnd(32, '0')), high: uuid(hex.padEnd(32, 'f')) };
}

const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What the back office's one search box finds, each by an index (db/schema/orders.ts): a phone
 * number in any written form by its last nine digits (phone_key), a district by name, a whole
 * e-mail address by equality (its trigrams, 'com' and 'gma', are in nearly every order), and
 * otherwise the start of an order number or a part of the name or e-mail (trigrams).
 */
function search(q: string): SQL {
  const range = idRange(q);
  const byId = range ? between(orders.id, range.low, range.high) : undefined;
  const phone = phoneSearchKey(q);
  if (phone) return or(eq(orders.phoneKey, phone), byId)!;
  const district = searchedDistrict(q);
  if (district) return eq(orders.district, district);
  if (WHOLE_EMAIL.test(q)) return sql`lower(${orders.email}) = ${q.toLowerCase()}`;
  const like = `%${q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  // The very expression of orders_search_trgm_idx, or the index is not used.
  const words = sql`lower(${orders.firstName} || ' ' || ${orders.lastName} || ' ' || ${orders.email}) LIKE ${like}`;
  return byId ? or(byId, words)! : words;
}

/** The first moment of a day in the shop's time zone (SHOP_TIMEZONE), `days` after `day`. */
const startOfDay = (day: string, timeZone: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${timeZone})`;

/**
 * The orders a back-office filter finds: the search box, status, payment and delivery method,
 * and the days placed in the shop's time zone, both ends included.
 */
export function orderFilter(f: OrderFilter, timeZone: string): SQL | undefined {
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.deliveryMethod ? eq(orders.deliveryMethod, f.deliveryMethod) : undefined,
    f.from ? sql`${orders.createdAt} >= ${startOfDay(f.from, timeZone)}` : undefined,
    f.to ? sql`${orders.createdAt} < ${startOfDay(f.to, timeZone, 1)}` : undefined,
    f.q ? search(f.q) : undefined,
  );
}
