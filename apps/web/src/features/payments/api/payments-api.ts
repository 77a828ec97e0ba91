import type { KokoPaymentResponse, PaymentStatus } from '@avstore/core';
import { api } from '../../../lib/api-client';

export interface CreateSessionRequest {
  orderId: string;
  /** Two decimals, no grouping ('1234.50'). */
  amount: string;
  description: string;
}

export interface CreateSessionResponse {
  sessionId?: string;
  checkoutScriptUrl?: string;
}

/** A card gateway session for an order (spec §7); the answer is checked by the caller. */
export const createSession = (request: CreateSessionRequest) =>
  api<CreateSessionResponse | undefined>('/payment/create-session', {
    method: 'POST',
    body: request,
  });

export interface CreateKokoPaymentRequest {
  orderId: string;
  amount: number;
  currency: 'LKR';
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** The signed form KOKO expects the browser to post (spec §7). */
export const createKokoPayment = (request: CreateKokoPaymentRequest) =>
  api<KokoPaymentResponse>('/payment/create-koko-payment', { method: 'POST', body: request });

export interface PaymentStatusResponse {
  status: PaymentStatus;
  orderId: string;
}

/** The state of one payment attempt; the call carries no token (spec §7). */
export const getPaymentStatus = (transactionRef: string) =>
  api<PaymentStatusResponse>(`/payment/status/${encodeURIComponent(transactionRef)}`, {
    auth: false,
  });
