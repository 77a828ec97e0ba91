import { randomUUID } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { currentPriceCents, deliversInSriLanka, pictureImageUrl } from '@avstore/core';
import type { OrderProduct } from './order-reads';
import type { CreateOrder } from './order-request';

export interface OrderLine {
  item: CreateOrder['items'][number];
  product: OrderProduct;
  /** The promo discount taken on this line, if its code was given. */
  percent: number | null;
}

export interface NewOrder {
  userId: string;
  request: CreateOrder;
  /** Where an unconfirmed account's order came from (orders.placed_from); null otherwise. */
  placedFrom: string | null;
  lines: OrderLine[];
  /** Each line's unit price in cents, and the order's total, as the server priced them. */
  units: number[];
  /** The goods plus the delivery charge. */
  total: number;
  /** The delivery charge in cents (core's deliveryChargeCents). */
  deliveryCharge: number;
  /** The promo codes by product id. */
  promos: Map<string, string>;
  /**
   * Other writes of the order, given its id, sent within its one statement (the delivery
   * details, the mails): each statement of an order's transaction is a round trip on which both
   * processes wake, with the products' rows locked (issue #29).
   */
  alongside?: (orderId: string) => SQLWrapper[];
}

/**
 * The one statement that takes the stock and writes the order, its lines, its promo uses and what
 * `alongside` adds, for the caller's transaction, which has checked everything; with the order's
 * id.
 */
export function orderWrite({
  userId,
  request,
  placedFrom,
  lines,
  units,
  total,
  deliveryCharge,
  promos,
  alongside,
}: NewOrder): { orderId: string; statement: SQL } {
  const { customer } = request;
  const orderId = randomUUID();
  // A data-modifying WITH runs whether or not the statement reads it; its foreign keys are
  // checked at the statement's end, when the order row is there. (A query builder put in `sql`
  // as it is comes in a second pair of brackets, which PostgreSQL refuses after AS.)
  const also = (alongside?.(orderId) ?? []).map(
    (write, n) => sql`, ${sql.raw(`alongside_${n}`)} AS (${write.getSQL()})`,
  );
  const delivery = request.deliveryMethod === 'delivery';
  const district = deliversInSriLanka(customer, request.deliveryMethod)
    ? customer.district || null
    : null;
  const line = <T>(value: (entry: (typeof lines)[number], position: number) => T) =>
    sql.param(lines.map(value));
  const statement = sql`
    WITH line AS (
      SELECT * FROM unnest(
        ${line(({ product }) => product.id)}::uuid[],
        ${line((_, position) => position)}::int[],
        ${line(({ product }) => product.name)}::text[],
        ${line(({ product }) => product.category)}::text[],
        ${line(({ item }) => item.quantity)}::int[],
        ${line((_, position) => units[position]!)}::bigint[],
        ${line(({ product }) => currentPriceCents(product))}::bigint[],
        ${line(({ product }) => mainImage(product))}::text[],
        ${line(({ product, percent }) => (percent ? promos.get(product.id)! : null))}::text[],
        ${line(({ percent }) => percent)}::int[]
      ) AS l(product_id, position, name, category, quantity, unit_price_cents,
             original_price_cents, image, promo_code, promo_discount)
    ), taken AS (
      UPDATE products SET stock = products.stock - line.quantity
      FROM line WHERE products.id = line.product_id
    ), placed AS (
      INSERT INTO orders (id, user_id, delivery_method, payment_method, total_cents,
                          delivery_charge_cents, email, first_name, last_name, phone, country,
                          address, city, zip_code, district, placed_from, buyer_organisation,
                          buyer_vat_number, language)
      VALUES (${orderId}, ${userId}, ${request.deliveryMethod}, ${request.paymentMethod},
              ${total}, ${deliveryCharge}, ${customer.email}, ${customer.firstName},
              ${customer.lastName}, ${customer.phone},
              ${delivery ? (customer.country ?? '') : ''},
              ${delivery ? (customer.address ?? '') : ''},
              ${delivery ? (customer.city ?? '') : ''},
              ${delivery ? (customer.zipCode ?? '') : ''}, ${district}, ${placedFrom},
              ${customer.organisation ?? null}, ${customer.vatNumber ?? null}, ${request.language})
    ), items AS (
      INSERT INTO order_items (order_id, product_id, position, name, category, quantity,
                               unit_price_cents, original_price_cents, image, promo_code,
                               promo_discount)
      SELECT ${orderId}, product_id, position, name, category, quantity, unit_price_cents,
             original_price_cents, image, promo_code, promo_discount
      FROM line
    )${sql.join(also)}
    INSERT INTO promo_uses (user_id, product_id, order_id, promo_code, discount)
    SELECT ${userId}, product_id, ${orderId}, promo_code, promo_discount
    FROM line WHERE promo_code IS NOT NULL`;
  return { orderId, statement };
}

/** The order item keeps the address of the product's main picture, as the spec's `images` has it. */
function mainImage(product: { pictures: { id: string }[] }): string | null {
  const main = product.pictures[0];
  return main ? pictureImageUrl(main.id) : null;
}
