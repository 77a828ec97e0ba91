import {
  type BankDetails,
  deliveryCountryIssue,
  lineLimitMessage,
  type CreateOrderRequestSchema,
  type HoldLimits,
  type ShopContact,
  ORDER_REFUSALS,
} from '@avstore/core';
import type { z } from 'zod';
import { AppError } from '../../errors';

export type CreateOrder = z.output<typeof CreateOrderRequestSchema>;

/** What one account may hold (docs/decisions/004-safe-defaults.md). */
export interface OrderLimits {
  /** The most unpaid (pending) orders of any payment method at once (MAX_UNPAID_ORDERS). */
  maxUnpaidOrders: number;
  /** The most units one line may take (MAX_LINE_QUANTITY). */
  maxLineQuantity: number;
  /** Where the shop delivers (DELIVERY_COUNTRIES); a delivery elsewhere is refused. */
  deliveryCountries: readonly string[];
  /**
   * What unpaid orders may hold (docs/product.md §11 "What unpaid orders may hold"). The order
   * service always gives them; only a caller with no shopper behind it (a test) leaves them out.
   */
  holds?: HoldRules;
  /**
   * The shop's account for bank transfers as the settings hold it when the order is placed; null
   * or absent while the shop has given none, when no order may be paid by bank transfer.
   */
  bankAccount?: BankDetails | null;
  /** How long a bank-transfer order holds its stock (BANK_TRANSFER_TTL), said in its mail. */
  bankTransferTtlMs?: number;
}

/** The limits on what unpaid orders hold, and whom a refused shopper is sent to. */
export interface HoldRules {
  /** An account whose e-mail address is confirmed: MAX_HELD_UNITS, MAX_HELD_VALUE. */
  confirmed: HoldLimits;
  /** One whose address is not: UNCONFIRMED_MAX_HELD_UNITS, UNCONFIRMED_MAX_HELD_VALUE. */
  unconfirmed: HoldLimits;
  /** Units the unconfirmed accounts of one address hold together (UNCONFIRMED_HELD_UNITS_PER_IP). */
  unconfirmedUnitsPerAddress: number;
  shop: ShopContact;
}

/**
 * What can be refused before the database is asked anything: a delivery where the shop does not
 * deliver, a line over the limit, methods or promo codes that disagree between the cart and the
 * customer, a product twice. Gives the request's promo codes by product id.
 */
export function checkOrderRequest(
  request: CreateOrder,
  limits: Pick<OrderLimits, 'maxLineQuantity' | 'deliveryCountries'>,
): Map<string, string> {
  const { customer, items } = request;
  const abroad = deliveryCountryIssue(
    customer.country,
    request.deliveryMethod,
    limits.deliveryCountries,
  );
  // Worded as a refusal of the schema's, so the page shows it under the country field.
  if (abroad) throw new AppError('invalid', `customer.country: ${abroad}`, 'not_delivered');
  const tooMany = items.find((i) => i.quantity > limits.maxLineQuantity);
  if (tooMany)
    throw new AppError(
      'invalid',
      lineLimitMessage(limits.maxLineQuantity, tooMany.name ?? 'one product'),
      'line_limit',
    );
  if (customer.deliveryMethod && customer.deliveryMethod !== request.deliveryMethod) {
    throw new AppError('invalid', ORDER_REFUSALS.deliveryMethodDiffers);
  }
  if (customer.paymentMethod && customer.paymentMethod !== request.paymentMethod) {
    throw new AppError('invalid', ORDER_REFUSALS.paymentMethodDiffers);
  }
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new AppError('invalid', ORDER_REFUSALS.productTwice);
  const promos = new Map(customer.promoCodeList.map((p) => [p.productId, p.promoCode]));
  for (const item of items) {
    if ((item.appliedPromoCode ?? undefined) !== promos.get(item.id)) {
      throw new AppError('invalid', ORDER_REFUSALS.promoCodesDiffer);
    }
  }
  if ([...promos.keys()].some((id) => !ids.includes(id))) {
    throw new AppError('invalid', ORDER_REFUSALS.promoNotInCart);
  }
  return promos;
}
