import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, PublicConfig } from '@avstore/core';
import { queryClient } from '../../lib/query-client';
import { publicConfigQueryOptions } from '../../config/public-config';
import { notify } from '../../lib/notify';
import { addProduct, changeQuantity, clearCart, reloadCart, useCart } from './cart-store';
import { renderHook } from '@testing-library/react';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const mixer: Product = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Yamaha MG10XU',
  price: 30000,
  discountPrice: null,
  category: 'Analog Mixers',
  stock: 40,
  images: [],
  description: '10-channel mixer',
  hasPromo: false,
  kokoInstallment: false,
};

const config = { maxLineQuantity: 3 } as PublicConfig;
const quantity = () => renderHook(() => useCart()).result.current[0]?.quantity;

describe('the cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadCart();
    queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  });
  afterEach(() => {
    clearCart();
    queryClient.clear();
    vi.mocked(notify).mockClear();
  });

  it("keeps a line within the shop's per-line limit and says why", () => {
    for (let i = 0; i < 3; i++) expect(addProduct(mixer)).toBe(true);
    expect(addProduct(mixer)).toBe(false);
    changeQuantity(mixer.id, 1);
    expect(quantity()).toBe(3);
    expect(notify).toHaveBeenLastCalledWith(
      'error',
      'You can order at most 3 of Yamaha MG10XU at once. Please contact the shop for larger quantities.',
    );
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantity).toBe(3);
  });

  it('keeps the stock limit alone before the configuration has loaded', () => {
    queryClient.clear();
    for (let i = 0; i < 5; i++) addProduct(mixer);
    expect(quantity()).toBe(5);
  });
});
