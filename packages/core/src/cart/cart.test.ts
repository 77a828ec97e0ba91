import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product';
import { addToCart, cartTotalCents, removeFromCart, updateQuantity } from './cart';
import { cartCount } from './cart-count';
import { parseStoredCart } from './stored-cart';
import type { Cart } from './cart-schema';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Yamaha MG10XU',
    slug: 'yamaha-mg10xu',
    price: 30000,
    discountPrice: null,
    category: 'Analog Mixers',
    brand: 'Yamaha',
    stock: 3,
    images: ['/images/products/mg10xu.svg'],
    pictures: [],
    description: '10-channel mixer',
    hasPromo: false,
    kokoInstallment: false,
    ...overrides,
  };
}

const other = product({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Shure SM58',
  slug: 'shure-sm58',
  price: 45000.5,
  stock: 10,
});

describe('cart', () => {
  it("refuses a unit beyond the shop's per-line limit, naming it, while stock allows", () => {
    const plenty = product({ stock: 50 });
    let cart: Cart = [];
    cart = addToCart(cart, plenty, undefined, 2).cart;
    cart = addToCart(cart, plenty, undefined, 2).cart;
    const third = addToCart(cart, plenty, undefined, 2);
    expect(third.cart).toBe(cart);
    expect(third.error).toBe(
      'You can order at most 2 of Yamaha MG10XU at once. Please contact the shop for larger quantities.',
    );
    expect(updateQuantity(cart, plenty.id, 1, 2).error).toContain('at most 2 of Yamaha MG10XU');
    expect(updateQuantity(cart, plenty.id, -1, 2).cart[0]?.quantity).toBe(1);
    // Stock that runs out first keeps the spec's message.
    expect(addToCart([], product({ stock: 0 }), undefined, 2).error).toBe(
      'Only 0 items of Yamaha MG10XU are available.',
    );
  });

  it('adds a new line with quantity 1, then raises it by 1', () => {
    const once = addToCart([], product()).cart;
    expect(once).toHaveLength(1);
    expect(once[0]?.quantity).toBe(1);
    const twice = addToCart(once, product()).cart;
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
  });

  it('prices a new line at the discount price', () => {
    const cart = addToCart([], product({ discountPrice: 27500 })).cart;
    expect(cart[0]?.price).toBe(27500);
  });

  it('refuses to add beyond stock with the spec message', () => {
    let cart: Cart = [];
    for (let i = 0; i < 3; i++) cart = addToCart(cart, product()).cart;
    const result = addToCart(cart, product());
    expect(result.error).toBe('Only 3 items of Yamaha MG10XU are available.');
    expect(result.cart).toBe(cart);
    expect(addToCart([], product({ stock: 0 })).error).toBe(
      'Only 0 items of Yamaha MG10XU are available.',
    );
  });

  it('applies a promo to the whole line and keeps the original price', () => {
    const plain = addToCart([], product({ stock: 5 })).cart;
    const promoted = addToCart(plain, product({ stock: 5 }), { code: 'MIX10', percent: 10 }).cart;
    expect(promoted[0]).toMatchObject({
      quantity: 2,
      price: 27000,
      originalPrice: 30000,
      appliedPromoCode: 'MIX10',
      promoDiscount: 10,
    });
    // 2 x Rs. 30,000 at 10% off = Rs. 54,000
    expect(cartTotalCents(promoted)).toBe(5_400_000);
  });

  it('keeps the promo price when one more is added later', () => {
    const promoted = addToCart([], product(), { code: 'MIX10', percent: 10 }).cart;
    expect(addToCart(promoted, product()).cart[0]?.price).toBe(27000);
  });

  it('changes quantity by a delta, never below 1 and never beyond stock', () => {
    const cart = addToCart([], product()).cart;
    expect(updateQuantity(cart, product().id, -1).cart[0]?.quantity).toBe(1);
    expect(updateQuantity(cart, product().id, 2).cart[0]?.quantity).toBe(3);
    const refused = updateQuantity(cart, product().id, 3);
    expect(refused.error).toBe('Only 3 items of Yamaha MG10XU are available.');
    expect(refused.cart[0]?.quantity).toBe(1);
  });

  it('removes a line by id and leaves the others', () => {
    const cart = addToCart(addToCart([], product()).cart, other).cart;
    const left = removeFromCart(cart, product().id);
    expect(left.map((l) => l.name)).toEqual(['Shure SM58']);
  });

  it('sums totals and counts', () => {
    let cart = addToCart([], product()).cart;
    cart = addToCart(cart, product()).cart;
    cart = addToCart(cart, other).cart;
    // 2 x 30,000 + 45,000.50 = 105,000.50
    expect(cartTotalCents(cart)).toBe(10_500_050);
    expect(cartCount(cart)).toBe(3);
    expect(cartTotalCents([])).toBe(0);
  });

  it('drops corrupt stored data', () => {
    const cart = addToCart([], product()).cart;
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('[{"name":"x"}]')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('keeps a cart stored before products had pages, and gives its line the slug on the next add', () => {
    const { slug: _slug, ...line } = { ...product(), quantity: 1 };
    const stored = parseStoredCart(JSON.stringify([line]));
    expect(stored).toEqual([line]);
    expect(addToCart(stored, product()).cart[0]).toMatchObject({
      slug: 'yamaha-mg10xu',
      quantity: 2,
    });
  });
});
