import { describe, expect, it } from 'vitest';
import { OrderStepRequestSchema } from '../orders/fulfilment';
import {
  BANK_CONFIRMATION_MESSAGES,
  bankTransferReceived,
  handConfirmationRefusal,
} from './bank-confirmation';

describe('confirming an order by hand', () => {
  it('a bank transfer only once its money is seen: a verified slip or the bank statement', () => {
    const unpaid = { paymentMethod: 'bank_transfer', paid: false };
    expect(handConfirmationRefusal(unpaid)).toBe(BANK_CONFIRMATION_MESSAGES.verifySlip);
    expect(handConfirmationRefusal({ ...unpaid, paid: true })).toBeUndefined();
    expect(handConfirmationRefusal({ ...unpaid, statementReference: 'CEFT 1' })).toBeUndefined();
  });

  it('cash, card and KOKO as before', () => {
    for (const paymentMethod of ['cash', 'card', 'koko'])
      expect(handConfirmationRefusal({ paymentMethod, paid: false })).toBeUndefined();
  });

  it("reads a bank transfer as received from the order's payments", () => {
    const payment = (provider: string, status: string) => ({ provider, status });
    expect(bankTransferReceived([payment('bank_transfer', 'succeeded')])).toBe(true);
    expect(bankTransferReceived([payment('card', 'succeeded')])).toBe(false);
    expect(bankTransferReceived([payment('bank_transfer', 'refunded')])).toBe(false);
    expect(bankTransferReceived([])).toBe(false);
  });

  it("takes the statement's reference trimmed, and refuses one empty or too long", () => {
    const step = (statementReference: string) =>
      OrderStepRequestSchema.safeParse({ status: 'confirmed', statementReference });
    expect(step(' CEFT 884312 ').data?.statementReference).toBe('CEFT 884312');
    expect(step('  ').error?.issues[0]?.message).toBe(BANK_CONFIRMATION_MESSAGES.referenceRequired);
    expect(step('x'.repeat(61)).error?.issues[0]?.message).toBe(
      BANK_CONFIRMATION_MESSAGES.referenceLength,
    );
  });
});
