import type {
  CreateKokoPaymentRequest,
  CreateSessionRequest,
  CreateSessionResponse,
  KokoPaymentResponse,
  Order,
  PaymentMethod,
  PaymentStatusResponse,
  SwitchPaymentMethodRequest,
} from '@avstore/core';
import { api } from '../../../lib/api-client';

/**
 * A card gateway session for an order (docs/product.md §7). The answer is checked by the caller: an empty
 * body or a session without its id is 'Invalid session response' (docs/product.md §8).
 */
export const createSession = (request: CreateSessionRequest) =>
  api<CreateSessionResponse | undefined>('/payment/create-session', {
    method: 'POST',
    body: request,
  });

/** The signed form KOKO expects the browser to post (docs/product.md §7). */
export const createKokoPayment = (request: CreateKokoPaymentRequest) =>
  api<KokoPaymentResponse>('/payment/create-koko-payment', { method: 'POST', body: request });

/** The state of one payment attempt; the call carries no token (docs/product.md §7). */
export const getPaymentStatus = (transactionRef: string) =>
  api<PaymentStatusResponse>(`/payment/status/${encodeURIComponent(transactionRef)}`, {
    auth: false,
  });

/**
 * Pays an unpaid card or KOKO order another way from now on; the answer is the order as it now
 * stands (docs/product.md §12 "Paying another way").
 */
export const switchPaymentMethod = (orderId: string, paymentMethod: PaymentMethod) =>
  api<Order>(`/orders/${encodeURIComponent(orderId)}/payment-method`, {
    method: 'PUT',
    body: { paymentMethod } satisfies SwitchPaymentMethodRequest,
  });
