import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product';
import { addToCart, CART_LINES_MESSAGE, MAX_CART_LINES } from './cart';
import type { Cart } from './cart-schema';
import { freshCart, mergeSavedCarts, toSavedCart } from './saved-cart';
import { SaveCartRequestSchema } from './saved-cart-schema';

const MIXER = '11111111-1111-4111-8111-111111111111';
const MIC = '22222222-2222-4222-8222-222222222222';
const SPEAKER = '33333333-3333-4333-8333-333333333333';

function product(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id.slice(0, 1)}`,
    slug: `product-${id.slice(0, 1)}`,
    price: 30000,
    discountPrice: null,
    category: 'Analog Mixers',
    brand: 'Yamaha',
    stock: 10,
    images: [],
    pictures: [],
    description: '',
    hasPromo: false,
    kokoInstallment: false,
    ...overrides,
  };
}

const rules = { maxPerLine: 20, promoPercents: new Map<string, number>() };

describe('mergeSavedCarts', () => {
  it("keeps every product of either cart, the browser's first, the larger quantity of both", () => {
    const browser = [
      { productId: MIXER, quantity: 1 },
      { productId: MIC, quantity: 3 },
    ];
    const account = [
      { productId: MIC, quantity: 2 },
      { productId: SPEAKER, quantity: 2 },
    ];
    expect(mergeSavedCarts(browser, account)).toEqual([
      { productId: MIXER, quantity: 1 },
      { productId: MIC, quantity: 3 },
      { productId: SPEAKER, quantity: 2 },
    ]);
  });

  it('does not double a cart that is on both sides', () => {
    const cart = [{ productId: MIC, quantity: 2, promoCode: 'MIC15' }];
    expect(mergeSavedCarts(cart, cart)).toEqual(cart);
  });

  it('keeps a promo code from either side', () => {
    expect(
      mergeSavedCarts(
        [{ productId: MIC, quantity: 1 }],
        [{ productId: MIC, quantity: 1, promoCode: 'MIC15' }],
      ),
    ).toEqual([{ productId: MIC, quantity: 1, promoCode: 'MIC15' }]);
  });

  it(`holds at most ${MAX_CART_LINES} products`, () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      productId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      quantity: 1,
    }));
    const more = many.map((l) => ({ ...l, productId: l.productId.replace('8000', '9000') }));
    const merged = mergeSavedCarts(many, more);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.slice(0, 40)).toEqual(many);
  });
});

describe('freshCart', () => {
  it('prices lines as the shop does today: 2 x LKR 30,000 at a discount price of 27,500', () => {
    const [line] = freshCart(
      [{ productId: MIXER, quantity: 2 }],
      [product(MIXER, { discountPrice: 27500 })],
      rules,
    );
    expect(line).toMatchObject({ id: MIXER, price: 27500, discountPrice: 27500, quantity: 2 });
  });

  it('holds quantities to stock and to the line limit', () => {
    const cart = freshCart(
      [
        { productId: MIXER, quantity: 9 },
        { productId: MIC, quantity: 30 },
      ],
      [product(MIXER, { stock: 4 }), product(MIC, { stock: 100 })],
      rules,
    );
    expect(cart.map((l) => l.quantity)).toEqual([4, 20]);
  });

  it('drops products no longer on sale and those out of stock', () => {
    const cart = freshCart(
      [
        { productId: MIXER, quantity: 1 },
        { productId: MIC, quantity: 1 },
        { productId: SPEAKER, quantity: 1 },
      ],
      [product(MIC, { stock: 0 }), product(SPEAKER)],
      rules,
    );
    expect(cart.map((l) => l.id)).toEqual([SPEAKER]);
  });

  it('keeps a promo only while its code is good: 15% off LKR 45,000 is LKR 38,250', () => {
    const saved = [{ productId: MIC, quantity: 1, promoCode: 'MIC15' }];
    const products = [product(MIC, { price: 45000, hasPromo: true, promoDiscount: 15 })];
    const good = freshCart(saved, products, { ...rules, promoPercents: new Map([[MIC, 15]]) });
    expect(good[0]).toMatchObject({
      price: 38250,
      originalPrice: 45000,
      appliedPromoCode: 'MIC15',
      promoDiscount: 15,
    });
    const [gone] = freshCart(saved, products, rules);
    expect(gone!.price).toBe(45000);
    expect(gone!.appliedPromoCode).toBeUndefined();
  });

  it('gives back what toSavedCart keeps', () => {
    const cart = freshCart([{ productId: MIC, quantity: 2, promoCode: 'MIC15' }], [product(MIC)], {
      ...rules,
      promoPercents: new Map([[MIC, 15]]),
    });
    expect(toSavedCart(cart)).toEqual([{ productId: MIC, quantity: 2, promoCode: 'MIC15' }]);
  });
});

describe('the cart holds at most 50 products', () => {
  it('refuses a new product past the limit, and more of one already there', () => {
    let cart: Cart = [];
    for (let i = 0; i < MAX_CART_LINES; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      cart = addToCart(cart, product(id)).cart;
    }
    const refused = addToCart(cart, product(MIC));
    expect(refused).toEqual({ cart, error: CART_LINES_MESSAGE });
    expect(addToCart(cart, product(cart[0]!.id)).cart[0]!.quantity).toBe(2);
  });
});

describe('SaveCartRequestSchema', () => {
  it('upper-cases promo codes and refuses a product twice, too many lines, or a huge quantity', () => {
    expect(
      SaveCartRequestSchema.parse({
        lines: [{ productId: MIC, quantity: 1, promoCode: ' mic15 ' }],
      }),
    ).toEqual({ lines: [{ productId: MIC, quantity: 1, promoCode: 'MIC15' }] });
    const twice = {
      lines: [
        { productId: MIC, quantity: 1 },
        { productId: MIC, quantity: 2 },
      ],
    };
    expect(SaveCartRequestSchema.safeParse(twice).success).toBe(false);
    expect(
      SaveCartRequestSchema.safeParse({ lines: [{ productId: MIC, quantity: 1001 }] }).success,
    ).toBe(false);
    const lines = Array.from({ length: 51 }, (_, i) => ({
      productId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      quantity: 1,
    }));
    expect(SaveCartRequestSchema.safeParse({ lines }).success).toBe(false);
  });
});
