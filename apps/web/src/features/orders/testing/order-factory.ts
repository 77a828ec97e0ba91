import type { Order, OrderItem } from '@avstore/core';

/** A line as the API answers it; override what a test is about. */
export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    productId: '7d3f2a10-1111-4b4b-8c8c-000000000001',
    name: 'Yamaha MG10XU Mixer',
    category: 'Analog Mixers',
    quantity: 1,
    price: 30000,
    originalPrice: 30000,
    images: ['/media/mixer.jpg'],
    appliedPromoCode: null,
    promoDiscount: null,
    ...overrides,
  };
}

/** An order as GET /api/orders/:id answers it to its owner. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab',
    status: 'pending',
    createdAt: '2025-03-14T09:05:00.000Z',
    total: 60000,
    paymentMethod: 'card',
    deliveryMethod: 'delivery',
    items: [makeItem({ quantity: 2 })],
    customer: {
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      phone: '+94 77 123 4567',
      address: '12 Galle Road',
      city: 'Colombo',
      country: 'Sri Lanka',
      zipCode: '00300',
      promoCodeList: [],
    },
    ...overrides,
  };
}

/** `count` orders with distinct ids, newest first. */
export function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) =>
    makeOrder({ id: `${String(i + 1).padStart(8, '0')}-0000-4000-8000-000000000000` }),
  );
}
