import { describe, expect, it } from 'vitest';
import { PRODUCT_DETAIL_MESSAGES } from '../catalogue/product-page';
import { CreateProductRequestSchema, UpdateProductRequestSchema } from './admin';

const base = { name: 'Yamaha MG10XU', price: 30000, category: 'Analog Mixers', stock: 4 };

describe('product requests', () => {
  it('fill the defaults of a new product', () => {
    expect(CreateProductRequestSchema.parse(base)).toMatchObject({
      pictures: [],
      description: '',
      kokoInstallment: false,
      featured: false,
      sku: '',
      specs: [],
      warranty: null,
    });
  });

  it("take a product page's details: SKU, specifications in order, warranty", () => {
    const details = {
      sku: ' MG10XU ',
      specs: [
        { label: ' Channels ', value: '10' },
        { label: 'Weight', value: ' 2.1 kg ' },
      ],
      warranty: { months: 12, by: 'brand' },
    };
    expect(CreateProductRequestSchema.parse({ ...base, ...details })).toMatchObject({
      sku: 'MG10XU',
      specs: [
        { label: 'Channels', value: '10' },
        { label: 'Weight', value: '2.1 kg' },
      ],
      warranty: { months: 12, by: 'brand' },
    });
    expect(UpdateProductRequestSchema.parse({ version: 2, warranty: null })).toEqual({
      version: 2,
      warranty: null,
    });
  });

  it('say what is wrong with the details', () => {
    const issues = (input: unknown) =>
      CreateProductRequestSchema.safeParse({ ...base, ...(input as object) }).error?.issues.map(
        (i) => i.message,
      ) ?? [];
    const row = { label: 'Channels', value: '10' };
    expect(issues({ specs: [{ ...row, label: ' ' }] })).toEqual([
      PRODUCT_DETAIL_MESSAGES.specLabel,
    ]);
    expect(issues({ specs: [{ ...row, value: '' }] })).toEqual([PRODUCT_DETAIL_MESSAGES.specValue]);
    expect(issues({ specs: Array.from({ length: 41 }, () => row) })).toEqual([
      PRODUCT_DETAIL_MESSAGES.tooManySpecs,
    ]);
    expect(issues({ specs: Array.from({ length: 40 }, () => row) })).toEqual([]);
    for (const months of [0, 121, 2.5])
      expect(issues({ warranty: { months, by: 'shop' } })).toEqual([
        PRODUCT_DETAIL_MESSAGES.warrantyMonths,
      ]);
    expect(issues({ warranty: { months: 12, by: 'dealer' } })).toHaveLength(1);
    expect(issues({ sku: 'x'.repeat(61) })).toHaveLength(1);
  });

  it('leave out of an edit whatever it does not carry', () => {
    expect(UpdateProductRequestSchema.parse({ version: 3, stock: 0 })).toEqual({
      version: 3,
      stock: 0,
    });
  });

  it('check the rules between fields', () => {
    const issues = (input: unknown) =>
      CreateProductRequestSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ ...base, discountPrice: 30000 })).toContain(
      'The discount price must be lower than the price.',
    );
    expect(issues({ ...base, promoCode: 'MIX10' })).toContain(
      'A promo needs both a code and a percent.',
    );
    expect(issues({ ...base, kokoInstallment: true })).toContain(
      'A KOKO offer needs the number of instalments.',
    );
    expect(issues({ ...base, kokoInstallment: true, kokoInstallmentCount: 3 })).toEqual([]);
    expect(issues({ ...base, lowStockThreshold: -1 })).toContain('Low stock cannot be negative');
    expect(CreateProductRequestSchema.parse(base).draft).toBe(false);
    expect(CreateProductRequestSchema.parse({ ...base, draft: true }).draft).toBe(true);
    expect(issues({ ...base, promoCode: 'mix10', promoDiscount: 10 })).toEqual([]);
    expect(
      CreateProductRequestSchema.parse({ ...base, promoCode: ' mix10 ', promoDiscount: 10 })
        .promoCode,
    ).toBe('MIX10');
    expect(issues({ ...base, stock: -1 })).toContain('Stock cannot be negative');
    expect(issues({ ...base, price: 10.001 })).toContain('Use at most two decimals');
  });
});
