import { eq } from 'drizzle-orm';
import type {
  CreateKokoPaymentRequestSchema,
  CreateSessionRequestSchema,
  PaymentMethod,
  PaymentStatus,
  User,
} from '@avstore/core';
import { SERVER_MESSAGES } from '@avstore/core';
import type { z } from 'zod';
import { payments } from '../../db/schema';
import { notFound } from '../../errors';
import type { Logger } from '../../logger';
import { startCardPayment } from './card';
import { cardNotified, verifyCardReturn } from './card-return';
import { startKokoPayment, type KokoResponse } from './koko';
import { kokoBrowserReturn, kokoNotified } from './koko-settle';
import { paidAtProvider } from './paid-check';
import { payableOrder } from './payable-order';
import type { PaymentDeps } from './payment-deps';
import { switchPaymentMethod } from './switch-method';

/** Paying for an order by card or KOKO, and hearing back from either (docs/product.md §12). */
export function paymentService(deps: PaymentDeps) {
  return {
    /** A card gateway session for the shopper's own pending card order. */
    async startCard(user: User, request: z.output<typeof CreateSessionRequestSchema>) {
      const order = await payableOrder(deps, user, request, 'card');
      const description = request.description ?? `Order #${order.id.slice(0, 8).toUpperCase()}`;
      return startCardPayment(deps, order, description);
    },

    /** The signed KOKO form for the shopper's own pending KOKO order. */
    async startKoko(user: User, request: z.output<typeof CreateKokoPaymentRequestSchema>) {
      return startKokoPayment(deps, await payableOrder(deps, user, request, 'koko'));
    },

    /** The shopper's own pending, unpaid order, to be paid another way from now on. */
    switchMethod: (user: User, orderId: string, method: PaymentMethod) =>
      switchPaymentMethod(deps, user, orderId, method),

    /** An attempt's state in the page's terms, for whoever holds its reference. */
    async status(paymentId: string): Promise<{ status: PaymentStatus; orderId: string }> {
      const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment) throw notFound(SERVER_MESSAGES.paymentNotFound);
      const status =
        payment.status === 'succeeded'
          ? 'SUCCESS'
          : payment.status === 'initiated'
            ? 'PENDING'
            : 'FAILED';
      return { status, orderId: payment.orderId };
    },

    /** The browser back from the card gateway; `log` is the request's, so its lines name it. */
    cardReturn: (paymentId: string, resultIndicator: string, log: Logger) =>
      verifyCardReturn({ ...deps, log }, paymentId, resultIndicator),
    cardNotified: (secret: string, body: unknown, log: Logger) =>
      cardNotified(deps, secret, body, log),
    kokoNotified: (body: KokoResponse, log: Logger) => kokoNotified(deps, body, log),
    kokoReturn: (paymentId: string, cancelled: boolean, log: Logger) =>
      kokoBrowserReturn({ ...deps, log }, paymentId, cancelled),

    /** The unpaid-order sweep's question to the providers. */
    paidAtProvider: paidAtProvider(deps),
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
