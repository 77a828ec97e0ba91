import { describe, expect, it } from 'vitest';
import {
  CreateQuotationRequestSchema,
  quotationExpired,
  quotationNumber,
  UpdateQuotationRequestSchema,
} from './quotation';
import { QUOTATION_MESSAGES } from './messages';

const PRODUCT = '7d5e2c1a-3b4f-4a6d-9e8f-1a2b3c4d5e6f';

describe('a quotation request', () => {
  it('needs an organisation, takes the VAT number in its usual form', () => {
    const parsed = CreateQuotationRequestSchema.parse({
      organisation: ' Royal College ',
      vatNumber: '1234567897000',
      items: [{ id: PRODUCT, quantity: 2 }],
    });
    expect(parsed).toMatchObject({
      organisation: 'Royal College',
      vatNumber: '123456789-7000',
      purchaseOrderRef: null,
      note: '',
    });
    const missing = CreateQuotationRequestSchema.safeParse({
      organisation: ' ',
      items: [{ id: PRODUCT, quantity: 1 }],
    });
    expect(missing.error?.issues[0]?.message).toBe(QUOTATION_MESSAGES.organisationRequired);
  });

  it('refuses an empty cart', () => {
    const empty = CreateQuotationRequestSchema.safeParse({ organisation: 'A', items: [] });
    expect(empty.error?.issues[0]?.message).toBe(QUOTATION_MESSAGES.emptyCart);
  });
});

describe("the shop's edit", () => {
  it('takes lines of its own without a product, and refuses a negative price', () => {
    const ok = UpdateQuotationRequestSchema.safeParse({
      version: 1,
      lines: [{ productId: null, name: 'Installation', quantity: 1, unitPrice: 25_000 }],
      validUntil: '2026-12-31',
    });
    expect(ok.success).toBe(true);
    const negative = UpdateQuotationRequestSchema.safeParse({
      version: 1,
      lines: [{ productId: PRODUCT, name: 'Mixer', quantity: 1, unitPrice: -1 }],
      validUntil: null,
    });
    expect(negative.error?.issues[0]?.message).toBe(QUOTATION_MESSAGES.linePrice);
  });
});

describe('validity', () => {
  it('holds to the end of its last day', () => {
    expect(quotationExpired('2026-12-01', '2026-12-01')).toBe(false);
    expect(quotationExpired('2026-12-01', '2026-12-02')).toBe(true);
    expect(quotationExpired(null, '2030-01-01')).toBe(false);
  });

  it('is numbered from its id', () => {
    expect(quotationNumber('abcdef12-0000-4000-8000-000000000000')).toBe('Q-ABCDEF12');
  });
});
