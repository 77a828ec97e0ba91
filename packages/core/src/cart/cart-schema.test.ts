import { describe, expect, it } from 'vitest';
import { CartLineSchema } from './cart-schema';
import { isCartLine } from './stored-cart';

const good = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Shure SM58',
  price: 38000,
  discountPrice: null,
  category: 'Wired Microphones',
  stock: 4,
  images: ['/media/a.svg'],
  description: 'Vocal microphone',
  hasPromo: true,
  promoDiscount: 10,
  kokoInstallment: false,
  quantity: 2,
  appliedPromoCode: 'MIC10',
  originalPrice: 42000,
};

const PICTURE = '22222222-2222-4222-8222-222222222222';

const broken: Record<string, unknown>[] = [
  { ...good, id: 'not-a-uuid' },
  { ...good, price: '38000' },
  { ...good, quantity: 0 },
  { ...good, quantity: 1.5 },
  { ...good, stock: -1 },
  { ...good, images: 'a.svg' },
  { ...good, images: [1] },
  { ...good, hasPromo: undefined },
  { ...good, name: undefined },
  { ...good, originalPrice: 'x' },
  { ...good, appliedPromoCode: 5 },
  { ...good, pictures: 'a.jpg' },
  { ...good, pictures: [{}] },
  { ...good, pictures: [{ id: '../../x', alt: '' }] },
  { ...good, pictures: [{ id: PICTURE, alt: 5 }] },
  { ...good, pictures: [{ id: PICTURE, alt: '', width: -1 }] },
  { ...good, pictures: [{ id: PICTURE, alt: '', color: 'red' }] },
  { ...good, slug: '' },
  { ...good, slug: 5 },
  { ...good, slug: '../../admin' },
  { ...good, slug: 'Shure-SM58' },
  { ...good, slug: 'a'.repeat(89) },
];

describe('isCartLine agrees with CartLineSchema', () => {
  it('accepts a valid line', () => {
    expect(isCartLine(good)).toBe(true);
    expect(CartLineSchema.safeParse(good).success).toBe(true);
  });

  it('accepts a line with pictures, and one saved before pictures had sizes', () => {
    const pictured = {
      ...good,
      pictures: [{ id: PICTURE, alt: 'Shure SM58', width: 1200, height: 900, color: '#334455' }],
    };
    for (const line of [pictured, { ...good, pictures: [{ id: PICTURE, alt: '' }] }]) {
      expect(isCartLine(line)).toBe(true);
      expect(CartLineSchema.safeParse(line).success).toBe(true);
    }
  });

  it('accepts a line with its product page, and one stored before products had pages', () => {
    for (const line of [{ ...good, slug: 'shure-sm58' }, { ...good, slug: 'a'.repeat(88) }, good]) {
      expect(isCartLine(line)).toBe(true);
      expect(CartLineSchema.safeParse(line).success).toBe(true);
    }
  });

  it.each(broken.map((line, i) => [i, line] as const))('refuses broken line %i', (_i, line) => {
    expect(isCartLine(line)).toBe(false);
    expect(CartLineSchema.safeParse(line).success).toBe(false);
  });
});
