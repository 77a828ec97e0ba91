import {
  amountString,
  PAYMENT_MESSAGES,
  type CreateSessionResponse,
  type PaymentMethod,
} from '@avstore/core';
import { ApiError } from '../../lib/api-client';
import { getOrder } from '../../api/get-order';
import { createKokoPayment, createSession } from './api/payments-api';
import { loadCheckoutScript, type CheckoutApi } from './load-checkout-script';
import { submitKokoForm } from './submit-koko-form';

/** A payment that cannot start, with the text docs/product.md §8 gives for it. */
class PaymentStartError extends Error {}

/** Only the order's signed-in owner may pay it; the server answered 401 (no or expired token). */
const signInNeeded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** 'Order #' plus the first 8 characters of the id, upper-cased (docs/product.md §7, §9). */
export function orderDescription(orderId: string): string {
  return `Order #${orderId.slice(0, 8).toUpperCase()}`;
}

/** Where a payment that could not start sends the shopper: the order exists and can be retried. */
export function paymentFailedUrl(message: string, orderId: string): string {
  return `/payment/failed?${new URLSearchParams({ message, orderId }).toString()}`;
}

/**
 * Hands a created order to its payment provider: card opens the gateway's hosted payment page,
 * KOKO posts its signed form. Both leave the page. A payment that cannot start goes to
 * /payment/failed with docs/product.md §8's text (after KOKO's alert), where the shopper can try again; one
 * refused for want of a sign-in (only the owner may pay) goes to /login.
 * It resolves in every case; the caller has nothing to catch.
 */
export async function startPayment(orderId: string, method: PaymentMethod): Promise<void> {
  if (method === 'cash') {
    // Cash needs no provider (docs/product.md §12): the order is placed as it is.
    window.location.assign(`/payment/success?orderId=${encodeURIComponent(orderId)}`);
    return;
  }
  try {
    if (method === 'koko') await payWithKoko(orderId);
    else await payByCard(orderId);
  } catch (error) {
    if (signInNeeded(error)) {
      window.location.assign('/login');
      return;
    }
    const message =
      error instanceof PaymentStartError
        ? error.message
        : method === 'koko'
          ? PAYMENT_MESSAGES.kokoError
          : PAYMENT_MESSAGES.createSessionFailed;
    // docs/product.md §8: KOKO's failures are alerts; the card's are shown on the failed page only.
    if (method === 'koko') window.alert(message);
    window.location.assign(paymentFailedUrl(message, orderId));
  }
}

async function payByCard(orderId: string): Promise<void> {
  const order = await getOrder(orderId);
  let session: CreateSessionResponse | undefined;
  try {
    session = await createSession({
      orderId: order.id,
      amount: amountString(order.total),
      description: orderDescription(order.id),
    });
  } catch (error) {
    if (signInNeeded(error)) throw error;
    // An answer from the server is a refused session; no answer at all is a failed call.
    throw new PaymentStartError(
      error instanceof ApiError && error.status > 0
        ? PAYMENT_MESSAGES.sessionFailed
        : PAYMENT_MESSAGES.createSessionFailed,
    );
  }
  if (!session?.sessionId || !session.checkoutScriptUrl) {
    throw new PaymentStartError(PAYMENT_MESSAGES.invalidSession);
  }
  let checkout: CheckoutApi;
  try {
    checkout = await loadCheckoutScript(session.checkoutScriptUrl);
  } catch {
    throw new PaymentStartError(PAYMENT_MESSAGES.checkoutNotLoaded);
  }
  checkout.configure({ session: { id: session.sessionId } });
  checkout.showPaymentPage();
}

async function payWithKoko(orderId: string): Promise<void> {
  const order = await getOrder(orderId);
  const answer = await createKokoPayment({
    orderId: order.id,
    amount: order.total,
    currency: 'LKR',
    firstName: order.customer.firstName,
    lastName: order.customer.lastName,
    email: order.customer.email,
    mobile: order.customer.phone,
  });
  if (!answer?.success)
    throw new PaymentStartError(PAYMENT_MESSAGES.kokoFailed(answer?.message ?? ''));
  submitKokoForm(answer.actionUrl, answer.formFields);
}
