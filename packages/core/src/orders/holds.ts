// What unpaid orders may hold: stock taken by an order that is neither paid nor confirmed by the
// shop (docs/product.md §11 "What unpaid orders may hold", issue #23). Pure rules and their texts.
import { formatRs } from '../format/format';
import { methodLabel } from './labels';

/** What one account's unpaid (pending) orders hold. */
export interface HeldStock {
  /** Units across all of them. */
  units: number;
  /** Their goods at the prices they were sold at, in cents (no delivery charge: it holds no stock). */
  valueCents: number;
  /** Units by product id. */
  byProduct: ReadonlyMap<string, number>;
}

/** The most one account's unpaid orders may hold together. */
export interface HoldLimits {
  units: number;
  valueCents: number;
  /** Units of one product (MAX_LINE_QUANTITY). */
  perProduct: number;
}

/** A line of the order being placed, priced by the server. */
export interface HoldLine {
  productId: string;
  name: string;
  quantity: number;
  unitCents: number;
}

/** The first limit an order would pass, with the figures its texts give. */
export type HoldRefusal =
  | { kind: 'product'; name: string; units: number; max: number }
  | { kind: 'units'; units: number; max: number }
  | { kind: 'value'; valueCents: number; maxCents: number }
  | { kind: 'address'; units: number; max: number };

/**
 * Whether an account holding `held` may place `lines`: the first limit they would pass (one
 * product, then units, then value, then the units held by the unconfirmed accounts of the
 * order's address, when that is counted), or null. A limit may be reached, not passed.
 */
export function holdRefusal(
  held: HeldStock,
  lines: readonly HoldLine[],
  limits: HoldLimits,
  address?: { units: number; max: number },
): HoldRefusal | null {
  for (const line of lines) {
    const units = (held.byProduct.get(line.productId) ?? 0) + line.quantity;
    if (units > limits.perProduct)
      return { kind: 'product', name: line.name, units, max: limits.perProduct };
  }
  const adding = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (held.units + adding > limits.units)
    return { kind: 'units', units: held.units + adding, max: limits.units };
  const valueCents = held.valueCents + lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  if (valueCents > limits.valueCents)
    return { kind: 'value', valueCents, maxCents: limits.valueCents };
  if (address && address.units + adding > address.max)
    return { kind: 'address', units: address.units + adding, max: address.max };
  return null;
}

/** How the shop can be reached (SHOP_PHONE, SHOP_WHATSAPP when set, SHOP_EMAIL). */
export interface ShopContact {
  phone: string;
  /** Digits with the country code, as the configuration keeps it ('94771234567'). */
  whatsapp?: string | null;
  email: string;
}

/** 'call us on …, message us on WhatsApp at +94… or write to …'. */
export function shopContactWords(shop: ShopContact): string {
  const ways = [`call us on ${shop.phone}`];
  if (shop.whatsapp) ways.push(`message us on WhatsApp at +${shop.whatsapp}`);
  return `${ways.join(', ')} or write to ${shop.email}`;
}

const UNPAID = 'orders waiting for payment or for the shop to confirm them';
const whose = (confirmed: boolean) =>
  confirmed ? 'one account' : 'an account whose e-mail address is not confirmed';
const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
const rupees = (cents: number) => formatRs(cents / 100);

/**
 * The refusal the shopper reads (409): which limit, and how to order more anyway, by confirming
 * the e-mail address or through the shop. Example: 'Your orders waiting for payment or for the
 * shop to confirm them would hold 61 items; one account can hold at most 60. For a larger order,
 * please call us on +94 11 234 5678 or write to hello@lankaproaudio.lk.'
 */
export function heldLimitMessage(
  refusal: HoldRefusal,
  confirmed: boolean,
  shop: ShopContact,
): string {
  const contact = shopContactWords(shop);
  const after = confirmed
    ? `For a larger order, please ${contact}.`
    : `Please confirm your e-mail address to order more, or ${contact}.`;
  switch (refusal.kind) {
    case 'product':
      // Confirming the address would not help here: every account holds this much at most.
      return `Your ${UNPAID} would hold ${refusal.units} of ${refusal.name}; one account can hold at most ${refusal.max} of a product. For a larger order, please ${contact}.`;
    case 'units':
      return `Your ${UNPAID} would hold ${items(refusal.units)}; ${whose(confirmed)} can hold at most ${refusal.max}. ${after}`;
    case 'value':
      return `Your ${UNPAID} would come to ${rupees(refusal.valueCents)}; ${whose(confirmed)} can hold at most ${rupees(refusal.maxCents)}. ${after}`;
    case 'address':
      return `The ${UNPAID} placed from your internet connection by accounts whose e-mail address is not confirmed would hold ${items(refusal.units)}; together they can hold at most ${refusal.max}. ${after}`;
  }
}

/** The name the shop's record of a refused order goes under in the back office's messages. */
export const REFUSED_ORDER_SENDER = 'Order refused: over the unpaid-order limits';

/** An order refused by these limits, as the shop's record tells it. */
export interface RefusedOrder {
  accountEmail: string;
  confirmed: boolean;
  /** Where an unconfirmed account's order came from, when that was counted. */
  address?: string | null;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  lines: readonly { name: string; quantity: number; unitCents: number }[];
  totalCents: number;
  paymentMethod: string;
  deliveryMethod: string;
  refusal: HoldRefusal;
  held: { units: number; valueCents: number; orders: number };
}

function why(r: HoldRefusal, confirmed: boolean, address?: string | null): string {
  switch (r.kind) {
    case 'product':
      return `${r.units} of ${r.name} in unpaid orders, over the ${r.max} one account may hold`;
    case 'units':
      return `${items(r.units)} in unpaid orders, over the ${r.max} ${whose(confirmed)} may hold`;
    case 'value':
      return `${rupees(r.valueCents)} in unpaid orders, over the ${rupees(r.maxCents)} ${whose(confirmed)} may hold`;
    case 'address':
      return `${items(r.units)} in unpaid orders of unconfirmed accounts from ${address ?? 'one address'}, over the ${r.max} they may hold together`;
  }
}

/** The text of the shop's record: who wanted what, why it was refused, what they already hold. */
export function refusedOrderRecord(o: RefusedOrder): string {
  const c = o.customer;
  return [
    'An order was refused by the limits on what unpaid orders may hold; the shopper was asked to call, message or write to the shop.',
    `Account: ${o.accountEmail}${o.confirmed ? '' : ' (e-mail address not confirmed)'}`,
    `At checkout: ${c.firstName} ${c.lastName}, ${c.email}, ${c.phone}`,
    `Why: ${why(o.refusal, o.confirmed, o.address)}`,
    'Wanted:',
    ...o.lines.map(
      (l) =>
        `  ${l.quantity} × ${l.name} at ${rupees(l.unitCents)} = ${rupees(l.unitCents * l.quantity)}`,
    ),
    `Total: ${rupees(o.totalCents)} (${methodLabel(o.paymentMethod)}, ${methodLabel(o.deliveryMethod)})`,
    `Already held: ${items(o.held.units)} worth ${rupees(o.held.valueCents)} in ${o.held.orders} unpaid order${o.held.orders === 1 ? '' : 's'}`,
  ].join('\n');
}
