import { describe, expect, it } from 'vitest';
import { invoiceDate, taxDocumentNumber } from './document-number';
import { rateBasisPoints, TAX_MESSAGES, VatNumberSchema, VatRateSchema } from './vat-number';

describe('VatNumberSchema', () => {
  it.each([
    ['123456789-7000', '123456789-7000'],
    [' 123456789 7000 ', '123456789-7000'],
    ['1234567897000', '123456789-7000'],
    ['114123456', '114123456'],
    ['', null],
  ])('reads %j as %j', (typed, read) => {
    expect(VatNumberSchema.parse(typed)).toBe(read);
  });

  it.each(['12345678-7000', '123456789-700', 'VAT123456789', '123456789/7000'])(
    'refuses %j with the format to write',
    (typed) => {
      const result = VatNumberSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TAX_MESSAGES.vatNumber);
    },
  );
});

describe('VatRateSchema', () => {
  it('takes a percentage to the hundredth', () => {
    expect(VatRateSchema.parse(18)).toBe(18);
    expect(rateBasisPoints(VatRateSchema.parse(12.5))).toBe(1250);
    expect(rateBasisPoints(0.07 * 100)).toBe(700);
  });

  it.each([-1, 101, 18.123])('refuses %d', (rate) => {
    expect(VatRateSchema.safeParse(rate).success).toBe(false);
  });
});

describe('taxDocumentNumber', () => {
  it('writes the revised format’s YYMMM_QQQQ_XXXXX', () => {
    expect(taxDocumentNumber('invoice', 17, '2026-11-27')).toBe('26NOV_WEB1_17');
    expect(taxDocumentNumber('credit_note', 1, '2027-01-02')).toBe('27JAN_CRN1_1');
  });

  it('writes dates as MM/DD/YYYY', () => {
    expect(invoiceDate('2026-07-01')).toBe('07/01/2026');
  });
});
