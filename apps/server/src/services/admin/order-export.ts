import { Readable, pipeline } from 'node:stream';
import { and, asc, getTableColumns, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { neutraliseCell, type OrderExportQuery, type User } from '@avstore/core';
import type { Db } from '../../db/database';
import { orderItems, orders } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { orderRef } from '../order-documents/order-document';
import { orderFilter } from './order-filter';

/** Orders read per query: an export of a year of orders is never held at once. */
const PAGE = 500;

type OrderRow = typeof orders.$inferSelect & { cursorAt: string };
type ItemRow = typeof orderItems.$inferSelect;
/** A cell and whether it holds a number (left as it is when it does). */
type Cell = [text: string, numeric?: boolean];

const rupees = (cents: number): Cell => [(cents / 100).toFixed(2), true];

/** The moment an order was placed as the shop's clock read it: 2026-11-27 14:05. */
const shopTime = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (at: Date) => format.format(at);
};

const ORDER_COLUMNS = [
  'order',
  'order_id',
  'placed_at',
  'status',
  'payment_method',
  'delivery_method',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'district',
  'postcode',
  'country',
  'units',
  'delivery_charge',
  'total',
  'courier',
  'tracking_number',
  'internal_note',
];
const LINE_COLUMNS = [
  'order',
  'order_id',
  'placed_at',
  'status',
  'product_id',
  'product',
  'category',
  'quantity',
  'unit_price',
  'original_price',
  'line_total',
  'promo_code',
  'promo_discount',
];

function orderCells(o: OrderRow, items: ItemRow[], at: string): Cell[] {
  const units = items.reduce((n, i) => n + i.quantity, 0);
  return [
    [orderRef(o.id)],
    [o.id],
    [at],
    [o.status],
    [o.paymentMethod],
    [o.deliveryMethod],
    [o.firstName],
    [o.lastName],
    [o.email],
    [o.phone],
    [o.address],
    [o.city],
    [o.district ?? ''],
    [o.zipCode],
    [o.country],
    [String(units), true],
    rupees(o.deliveryChargeCents),
    rupees(o.totalCents),
    [o.courier ?? ''],
    [o.trackingNumber ?? ''],
    [o.internalNote],
  ];
}

function lineCells(o: OrderRow, i: ItemRow, at: string): Cell[] {
  return [
    [orderRef(o.id)],
    [o.id],
    [at],
    [o.status],
    [i.productId ?? ''],
    [i.name],
    [i.category],
    [String(i.quantity), true],
    rupees(i.unitPriceCents),
    rupees(i.originalPriceCents),
    rupees(i.unitPriceCents * i.quantity),
    [i.promoCode ?? ''],
    i.promoDiscount === null ? [''] : [String(i.promoDiscount), true],
  ];
}

/** The orders a filter finds, oldest first, a page at a time from the last (created_at, id). */
async function orderPage(db: Db, filter: OrderExportQuery, timeZone: string, after?: OrderRow) {
  return db
    .select({
      ...getTableColumns(orders),
      cursorAt: sql<string>`to_char(${orders.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .where(
      and(
        orderFilter(filter, timeZone),
        after
          ? sql`(${orders.createdAt}, ${orders.id}) > (${after.cursorAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(PAGE);
}

async function itemsOf(db: Db, page: OrderRow[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>(page.map((o) => [o.id, []]));
  if (page.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...byOrder.keys()]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) byOrder.get(row.orderId)!.push(row);
  return byOrder;
}

export type OrderCsvKind = 'orders' | 'lines';

async function* records(
  db: Db,
  kind: OrderCsvKind,
  filter: OrderExportQuery,
  timeZone: string,
  first: OrderRow[],
) {
  const when = shopTime(timeZone);
  yield kind === 'orders' ? ORDER_COLUMNS : LINE_COLUMNS;
  let page = first;
  for (;;) {
    const items = await itemsOf(db, page);
    for (const order of page) {
      const at = when(order.createdAt);
      const rows =
        kind === 'orders'
          ? [orderCells(order, items.get(order.id)!, at)]
          : items.get(order.id)!.map((item) => lineCells(order, item, at));
      for (const cells of rows) yield cells.map(([text, numeric]) => neutraliseCell(text, numeric));
    }
    if (page.length < PAGE) return;
    page = (await orderPage(db, filter, timeZone, page.at(-1))) as OrderRow[];
  }
}

/**
 * The orders a filter finds, or their lines, as CSV (docs/product.md §15 "Orders"): UTF-8 with a
 * byte order mark so that Excel reads Sinhala and Tamil names right, a header, then a row per order
 * or per line, oldest first; every cell neutralised against formulas by core's rule, as the
 * product export's. Streamed a page at a time; the first page is read before the answer starts,
 * so that a database that is down answers 503, not half a file.
 */
/**
 * The file streams after the audit entry is written: it carries every customer's name, phone and
 * address, so the owner sees who took which orders and when.
 */
export async function exportOrders(
  db: Db,
  actor: User,
  kind: OrderCsvKind,
  filter: OrderExportQuery,
  timeZone: string,
  today: string,
) {
  const name = kind === 'orders' ? 'orders' : 'order-lines';
  const fileName = `${name}-${filter.from ?? 'start'}-to-${filter.to ?? today}.csv`;
  await recordAudit(db, {
    actor,
    action: 'orders.export',
    entity: 'orders',
    entityId: fileName,
    after: { kind, ...filter },
  });
  const first = (await orderPage(db, filter, timeZone)) as OrderRow[];
  const stream = pipeline(
    Readable.from(records(db, kind, filter, timeZone, first)),
    stringify({ bom: true }),
    () => {},
  );
  return { stream, fileName };
}
