import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  AUTH_MESSAGES,
  BANK_TRANSFER_MESSAGES,
  CHECKOUT_MESSAGES,
  CONTACT_MESSAGES,
  deliverOnlyToMessage,
  lineLimitMessage,
  ORDER_REFUSALS,
  OrderStatusSchema,
  PAYMENT_REFUSALS,
  PAYMENT_RETURNS,
  PaymentMethodSchema,
  PROMO_MESSAGES,
  QUOTATION_MESSAGES,
  SERVER_MESSAGES,
  slipOrderClosedMessage,
  stockLimitMessage,
  TAX_MESSAGES,
  unpaidLimitMessage,
  type Language,
} from '@avstore/core';
import account from './locales/en/account.json';
import checkout from './locales/en/checkout.json';
import orders from './locales/en/orders.json';
import pages from './locales/en/pages.json';
import payments from './locales/en/payments.json';
import quotations from './locales/en/quotations.json';
import type { Namespace } from './kept';
import { knownText } from './known';
import { loadMessages } from './load';
import { translatorIn } from './use-t';

// Issue #30: a shopper on a Sinhala or Tamil page never reads the server's refusal in English.
// The refusals are core's, the very texts the server sends; each screen's catalogue must know the
// ones of the calls that screen makes (docs/product.md §7, §8).

const NAME = 'Shure SM58';
const texts = (messages: Record<string, unknown>) =>
  Object.values(messages).filter((m): m is string => typeof m === 'string');
const unpaid = OrderStatusSchema.options.filter((s) => s !== 'pending');
const methods = PaymentMethodSchema.options;
const deliverOnly = [
  deliverOnlyToMessage(['Sri Lanka']),
  deliverOnlyToMessage(['Sri Lanka', 'India']),
  deliverOnlyToMessage(['Sri Lanka', 'India', 'Maldives']),
];

/** What any call may answer: a fault of the shop's, a pause, too many tries, a lapsed sign-in. */
const ANY_CALL = [
  SERVER_MESSAGES.serverError,
  SERVER_MESSAGES.unavailable,
  SERVER_MESSAGES.tooManyRequests,
  SERVER_MESSAGES.signIn,
];

/** An order placed, from the cart or from a quotation (POST /api/orders, /api/quotations/:id/order). */
const ORDER_PLACED = [
  ...texts(CHECKOUT_MESSAGES),
  ...texts(ADDRESS_MESSAGES),
  TAX_MESSAGES.vatNumber,
  TAX_MESSAGES.organisation,
  ...texts(ORDER_REFUSALS),
  ORDER_REFUSALS.productGone(NAME),
  ORDER_REFUSALS.productGone(),
  stockLimitMessage(2, NAME),
  lineLimitMessage(10, NAME),
  unpaidLimitMessage(3),
  PROMO_MESSAGES.invalid,
  PROMO_MESSAGES.alreadyApplied,
  BANK_TRANSFER_MESSAGES.needsConfirmedEmail,
  BANK_TRANSFER_MESSAGES.unavailable,
  ...deliverOnly,
  QUOTATION_MESSAGES.notFound,
  QUOTATION_MESSAGES.alreadyOrdered,
  QUOTATION_MESSAGES.notAccepted,
  QUOTATION_MESSAGES.expired,
  QUOTATION_MESSAGES.productGone(NAME),
];

/** Paying for an order, again or another way (create-session, create-koko-payment, payment-method). */
const ORDER_PAID = [
  SERVER_MESSAGES.orderNotFound,
  ...texts(PAYMENT_REFUSALS),
  ...unpaid.map((status) => PAYMENT_REFUSALS.notPayable(status)),
  ...methods.flatMap((paid) =>
    methods.filter((m) => m !== paid).map((asked) => PAYMENT_REFUSALS.wrongMethod(paid, asked)),
  ),
  ...deliverOnly.map((issue) => PAYMENT_REFUSALS.noCashAbroad(issue)),
  BANK_TRANSFER_MESSAGES.stays,
  BANK_TRANSFER_MESSAGES.needsConfirmedEmail,
  BANK_TRANSFER_MESSAGES.unavailable,
];

const SCREENS: { namespace: Namespace; english: Record<string, string>; messages: string[] }[] = [
  { namespace: 'checkout', english: checkout, messages: [...ANY_CALL, ...ORDER_PLACED] },
  {
    namespace: 'payments',
    english: payments,
    // The payment pages' message, from the card gateway's or KOKO's return (GET /payment/response).
    messages: [...ANY_CALL, ...ORDER_PAID, ...texts(PAYMENT_RETURNS)],
  },
  {
    namespace: 'orders',
    english: orders,
    messages: [
      ...ANY_CALL,
      SERVER_MESSAGES.orderNotFound,
      BANK_TRANSFER_MESSAGES.notBankTransfer,
      BANK_TRANSFER_MESSAGES.tooManySlips,
      BANK_TRANSFER_MESSAGES.slipType,
      BANK_TRANSFER_MESSAGES.slipSize,
      BANK_TRANSFER_MESSAGES.noFile,
      BANK_TRANSFER_MESSAGES.unreadable,
      ...unpaid.map((status) => slipOrderClosedMessage(status)),
    ],
  },
  {
    namespace: 'account',
    english: account,
    // The answer to 'Send the link again' is shown by its screen with the address in bold.
    messages: [...ANY_CALL, ...texts(AUTH_MESSAGES)],
  },
  {
    namespace: 'quotations',
    english: quotations,
    messages: [
      ...ANY_CALL,
      // The shopper's side of a quotation; the shop's pricing of its lines stays English.
      QUOTATION_MESSAGES.tooManyOpen,
      QUOTATION_MESSAGES.organisationRequired,
      QUOTATION_MESSAGES.organisationTooLong,
      QUOTATION_MESSAGES.purchaseOrderRef,
      QUOTATION_MESSAGES.note,
      QUOTATION_MESSAGES.emptyCart,
      QUOTATION_MESSAGES.notFound,
      QUOTATION_MESSAGES.notSent,
      QUOTATION_MESSAGES.expired,
      QUOTATION_MESSAGES.notAccepted,
      QUOTATION_MESSAGES.alreadyOrdered,
      QUOTATION_MESSAGES.changesNoteRequired,
      QUOTATION_MESSAGES.productGone(NAME),
      ORDER_REFUSALS.productTwice,
    ],
  },
  { namespace: 'pages', english: pages, messages: [...ANY_CALL, ...texts(CONTACT_MESSAGES)] },
];

beforeAll(() =>
  Promise.all(
    (['si', 'ta'] as const).map((l) =>
      loadMessages(
        l,
        SCREENS.map((s) => s.namespace),
      ),
    ),
  ),
);

describe.each(['si', 'ta'] as const)('the server’s answers on a page in %s', (language) => {
  it.each(SCREENS.map((s) => [s.namespace, s] as const))('%s knows them all', (_, screen) => {
    const read = (text: string) =>
      knownText(
        translatorIn(language as Language, screen.namespace, screen.english),
        screen.english,
        text,
      );
    const untranslated = [...new Set(screen.messages)].filter((m) => read(m) === m);
    expect(untranslated).toEqual([]);
  });
});
