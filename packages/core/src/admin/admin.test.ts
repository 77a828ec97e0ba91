import { describe, expect, it } from 'vitest';
import { CreateProductRequestSchema, UpdateProductRequestSchema } from './admin';

const base = { name: 'Yamaha MG10XU', price: 30000, category: 'Analog Mixers', stock: 4 };

describe('product requests', () => {
  it('fill the defaults of a new product', () => {
    expect(CreateProductRequestSchema.parse(base)).toMatchObject({
      pictures: [],
      description: '',
      kokoInstallment: false,
      featured: false,
    });
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
      'A KOKO offer needs the number of instalments and the instalment price.',
    );
    expect(issues({ ...base, promoCode: 'mix10', promoDiscount: 10 })).toEqual([]);
    expect(
      CreateProductRequestSchema.parse({ ...base, promoCode: ' mix10 ', promoDiscount: 10 })
        .promoCode,
    ).toBe('MIX10');
    expect(issues({ ...base, stock: -1 })).toContain('Stock cannot be negative');
    expect(issues({ ...base, price: 10.001 })).toContain('Use at most two decimals');
  });
});
