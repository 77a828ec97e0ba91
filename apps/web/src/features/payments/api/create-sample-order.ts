import {
  currentPriceCents,
  pricesInCents,
  toRupees,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type Product,
  type ProductSearchResult,
} from '@avstore/core';
import { api } from '../../../lib/api-client';

const priceOf = (product: Product) => currentPriceCents(pricesInCents(product));

/** The hard-coded shopper of the developer test page (docs/product.md §2 "Payment test page"). */
export const SAMPLE_CUSTOMER = {
  email: 'sample@example.lk',
  firstName: 'Sample',
  lastName: 'Shopper',
  phone: '0771234567',
};

export const NO_STOCK_MESSAGE = 'No product is in stock to build a sample order.';

/** The cheapest product in stock, at the price a shopper pays without a promo. */
export function cheapestInStock(products: readonly Product[]): Product | undefined {
  return products
    .filter((p) => p.stock > 0)
    .reduce<Product | undefined>(
      (best, p) => (!best || priceOf(p) < priceOf(best) ? p : best),
      undefined,
    );
}

/** Creates a one-item pickup order of the cheapest product in stock; resolves with its id. */
export async function createSampleOrder(paymentMethod: 'card' | 'koko'): Promise<string> {
  // The search's cheapest first, in stock: one page, not the whole catalogue.
  const cheapest = await api<ProductSearchResult>(
    '/products/search?inStock=true&sort=price-asc&pageSize=5',
    { auth: false },
  );
  const product = cheapestInStock(Array.isArray(cheapest?.items) ? cheapest.items : []);
  if (!product) throw new Error(NO_STOCK_MESSAGE);
  const price = toRupees(priceOf(product));
  const request: CreateOrderRequest = {
    customer: { ...SAMPLE_CUSTOMER, promoCodeList: [] },
    items: [{ id: product.id, name: product.name, price, quantity: 1 }],
    total: price,
    deliveryMethod: 'pickup',
    paymentMethod,
  };
  const { id } = await api<CreateOrderResponse>('/orders', { method: 'POST', body: request });
  return id;
}
