// How a bank-transfer order comes to be confirmed (issue #28, docs/product.md §12 "Bank transfer"):
// only once its money is seen, so that a shop never ships goods that were never paid for.

/** The longest reference of a payment on the shop's bank statement. */
export const MAX_STATEMENT_REFERENCE = 60;

export const BANK_CONFIRMATION_MESSAGES = {
  /** Staff asked to confirm a bank-transfer order by hand, with no payment seen. */
  verifySlip:
    "A bank-transfer order is confirmed by verifying its payment slip once the money is in the shop's account. Verify the slip, or, if the money came without one, record the payment with its reference on the shop's bank statement.",
  referenceRequired: "Enter the payment's reference as the shop's bank statement shows it.",
  referenceLength: `Say it in at most ${MAX_STATEMENT_REFERENCE} characters.`,
} as const;

/** What the rule reads of an order: how it is paid, and whether its bank transfer was received. */
export interface HandConfirmation {
  paymentMethod: string;
  /** A bank-transfer payment is recorded as received: its slip was verified. */
  paid: boolean;
  /** The reference staff found the payment under on the shop's bank statement, if they did. */
  statementReference?: string | undefined;
}

/**
 * Why staff may not confirm an order by hand, or undefined when they may: a bank transfer only
 * once its payment is seen, on a verified slip or on the shop's bank statement. Cash, card and KOKO
 * orders are the shop's to confirm as before.
 */
export function handConfirmationRefusal(order: HandConfirmation): string | undefined {
  if (order.paymentMethod !== 'bank_transfer' || order.paid) return undefined;
  return order.statementReference ? undefined : BANK_CONFIRMATION_MESSAGES.verifySlip;
}

/** Whether an order's payments include its bank transfer, received (the back office's order). */
export const bankTransferReceived = (payments: readonly { provider: string; status: string }[]) =>
  payments.some((p) => p.provider === 'bank_transfer' && p.status === 'succeeded');
