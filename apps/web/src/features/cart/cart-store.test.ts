import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfigQueryOptions } from '../../config/public-config';
import { notify } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { makeProduct, makePublicConfig } from '../../testing';
import { addProduct, changeQuantity, clearCart, removeProduct } from './cart-actions';
import { reloadCart, useCart } from './cart-store';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const mixer = makeProduct({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Yamaha MG10XU',
  stock: 40,
});
const microphone = makeProduct({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Shure SM58',
  stock: 2,
});

/** Lets the toasts raised so far be said (their words load first). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
const stored = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
const quantity = () => renderHook(() => useCart()).result.current[0]?.quantity;

describe('the cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadCart();
    queryClient.setQueryData(
      publicConfigQueryOptions().queryKey,
      makePublicConfig({ maxLineQuantity: 3 }),
    );
  });
  afterEach(async () => {
    clearCart();
    queryClient.clear();
    // A toast is said once its words have loaded: none of this test's may reach the next.
    await settled();
    vi.mocked(notify).mockClear();
  });

  it('adds a product, says so, and keeps the cart in storage (docs/product.md §3, §4)', async () => {
    expect(addProduct(mixer)).toBe(true);
    // The toast's words load with the first toast.
    await vi.waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith('success', 'Yamaha MG10XU added to cart'),
    );
    expect(addProduct(mixer)).toBe(true);
    expect(quantity()).toBe(2);
    expect(stored()).toMatchObject([{ id: mixer.id, quantity: 2 }]);
  });

  it('refuses more than the stock with docs/product.md §5’s toast', async () => {
    addProduct(microphone);
    addProduct(microphone);
    expect(addProduct(microphone)).toBe(false);
    changeQuantity(microphone.id, 1);
    expect(quantity()).toBe(2);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Only 2 items of Shure SM58 are available.'),
    );
  });

  it("keeps a line within the shop's per-line limit and says why", async () => {
    for (let i = 0; i < 3; i++) expect(addProduct(mixer)).toBe(true);
    expect(addProduct(mixer)).toBe(false);
    changeQuantity(mixer.id, 1);
    expect(quantity()).toBe(3);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'You can order at most 3 of Yamaha MG10XU at once. Please contact the shop for larger quantities.',
      ),
    );
    expect(stored()[0]?.quantity).toBe(3);
  });

  it.for([
    ['si', 'Shure SM58 කරත්තයට එක් කළා', 'Shure SM58 තොගයේ ඇත්තේ 2ක් පමණි.'],
    ['ta', 'Shure SM58 கூடையில் சேர்க்கப்பட்டது', 'Shure SM58 இல் 2 மட்டுமே கையிருப்பில் உள்ளன.'],
  ])('says it in the page’s language: %s', async ([language, added, refused]) => {
    window.history.pushState(null, '', `/${language}/shop`);
    try {
      addProduct(microphone);
      await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith('success', added));
      addProduct(microphone);
      expect(addProduct(microphone)).toBe(false);
      await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', refused));
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('keeps the stock limit alone before the configuration has loaded', () => {
    queryClient.clear();
    for (let i = 0; i < 5; i++) addProduct(mixer);
    expect(quantity()).toBe(5);
  });

  it('never takes a line below one; removing and clearing empty the storage', () => {
    addProduct(mixer);
    changeQuantity(mixer.id, -1);
    expect(quantity()).toBe(1);
    addProduct(microphone);
    removeProduct(mixer.id);
    expect(stored()).toMatchObject([{ id: microphone.id }]);
    clearCart();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('adds a promo line without the added-to-cart toast (the promo modal speaks for it)', async () => {
    addProduct(mixer, { code: 'MIX10', percent: 10 });
    const { result } = renderHook(() => useCart());
    expect(result.current[0]).toMatchObject({ appliedPromoCode: 'MIX10', promoDiscount: 10 });
    await settled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current).toEqual([]);
    localStorage.setItem('cart', JSON.stringify([{ ...microphone, quantity: 2 }]));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'cart' })));
    expect(result.current).toMatchObject([{ id: microphone.id, quantity: 2 }]);
  });
});
