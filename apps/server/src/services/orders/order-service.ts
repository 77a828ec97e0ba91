import {
  toCents,
  type BankDetails,
  type CreateOrderRequestSchema,
  type Order,
  type OrderHistoryQuery,
  type User,
} from '@avstore/core';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { countOrder } from '../../telemetry/metrics';
import type { Clock } from '../clock';
import type { MailKick } from '../mail/outbox';
import { loadOrderDocument } from '../order-documents/order-document';
import { toOrders } from '../order-documents/order-view';
import { currentShopInfo, type ShopConfig, type ShopDetails } from '../order-documents/shop';
import { creditNoteFor } from '../tax-documents/credit-note-for';
import { orderPdf } from '../tax-documents/order-pdf';
import { clientAddress } from '../rate-limit/client-address';
import { createOrder } from './create-order';
import { masked, orderFor } from './order-access';
import { orderHistory } from './order-history';
import type { OrderLimits } from './order-request';

export interface OrderServiceDeps {
  db: Db;
  config: Pick<
    Config,
    | 'MAX_LINE_QUANTITY'
    | 'DELIVERY_COUNTRIES'
    | 'MAX_UNPAID_ORDERS'
    | 'MAX_HELD_UNITS'
    | 'MAX_HELD_VALUE'
    | 'UNCONFIRMED_MAX_HELD_UNITS'
    | 'UNCONFIRMED_MAX_HELD_VALUE'
    | 'UNCONFIRMED_HELD_UNITS_PER_IP'
    | 'SHOP_WHATSAPP'
    | 'BANK_TRANSFER_TTL'
  > &
    ShopConfig;
  clock: Clock;
  /** Sends the mail an order recorded, once it has committed. */
  mailKick: MailKick;
  /** The shop's details as set in the back office (services/settings), for the receipt. */
  shopDetails?: () => Promise<ShopDetails>;
  /** The shop's account for bank transfers as set now (services/settings), or null. */
  bankAccount?: () => Promise<BankDetails | null>;
}

/** Placing and reading orders (docs/product.md §11, docs/product.md §6 "Reading an order"). */
export function orderService({
  db,
  config,
  clock,
  mailKick,
  shopDetails,
  bankAccount,
}: OrderServiceDeps) {
  const perProduct = config.MAX_LINE_QUANTITY;
  const limits: OrderLimits = {
    maxLineQuantity: config.MAX_LINE_QUANTITY,
    deliveryCountries: config.DELIVERY_COUNTRIES,
    maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
    holds: {
      confirmed: {
        units: config.MAX_HELD_UNITS,
        valueCents: toCents(config.MAX_HELD_VALUE),
        perProduct,
      },
      unconfirmed: {
        units: config.UNCONFIRMED_MAX_HELD_UNITS,
        valueCents: toCents(config.UNCONFIRMED_MAX_HELD_VALUE),
        perProduct,
      },
      unconfirmedUnitsPerAddress: config.UNCONFIRMED_HELD_UNITS_PER_IP,
      shop: { phone: config.SHOP_PHONE, whatsapp: config.SHOP_WHATSAPP, email: config.SHOP_EMAIL },
    },
    bankTransferTtlMs: config.BANK_TRANSFER_TTL,
  };
  return {
    /**
     * Places an order for `userId` and gives its id; `client` is the request's address (its
     * `ip`, the proxies' word with TRUST_PROXY) and logger.
     */
    async create(
      userId: string,
      request: z.output<typeof CreateOrderRequestSchema>,
      client: { ip: string; log?: Logger },
    ) {
      // The shop's account as it is now: a bank-transfer order is refused while there is none.
      const bank = request.paymentMethod === 'bank_transfer' ? await bankAccount?.() : null;
      // A refusal names the ways to reach the shop as the owner set them in the back office.
      const { phone, whatsapp, email } = await currentShopInfo(config, shopDetails);
      const holds = { ...limits.holds!, shop: { phone, whatsapp, email } };
      const id = await createOrder(
        db,
        userId,
        request,
        { ...limits, holds, bankAccount: bank ?? null },
        {
          address: clientAddress(client.ip),
          log: client.log,
        },
      );
      countOrder('placed', request.paymentMethod);
      mailKick();
      return id;
    },

    /**
     * The order's PDF receipt, or its tax invoice once the shop is registered (decision 025), for
     * its owner and staff only (docs/product.md §14 "Receipt").
     */
    async receipt(orderId: string, viewer: User): Promise<{ pdf: Buffer; number: string }> {
      await orderFor(db, clock, orderId, viewer, 'receipt');
      const doc = await loadOrderDocument(db, orderId);
      const shop = await currentShopInfo(config, shopDetails);
      return { pdf: (await orderPdf(db, doc, shop)).pdf, number: doc.number };
    },

    /** The credit note of a refund on the order, for the same eyes as its receipt; 404 if none. */
    async creditNote(orderId: string, refundId: string, viewer: User) {
      await orderFor(db, clock, orderId, viewer, 'receipt');
      return creditNoteFor(db, orderId, refundId, await currentShopInfo(config, shopDetails));
    },

    /** The order as `viewer` (undefined for a visitor) may read it. */
    async read(orderId: string, viewer: User | undefined): Promise<Order> {
      const { row, sight } = await orderFor(db, clock, orderId, viewer, 'read');
      const order = (await toOrders(db, [row]))[0]!;
      return sight === 'masked' ? masked(order) : order;
    },

    /** A user's own orders, newest first: the newest ones, or one page. */
    ofUser: (userId: string, query: OrderHistoryQuery = {}) => orderHistory(db, userId, query),
  };
}

export type OrderService = ReturnType<typeof orderService>;
