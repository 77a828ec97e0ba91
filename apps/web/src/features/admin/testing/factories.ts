import type { AdminOrder, AdminProduct, ContactMessage, Dashboard } from '@avstore/core';

export const PRODUCT_ID = '7d3f2a10-1111-4b4b-8c8c-000000000001';
export const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab';

export function makeProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: PRODUCT_ID,
    name: 'Yamaha MG10XU Mixer',
    price: 60000,
    discountPrice: null,
    category: 'Analog Mixers',
    stock: 12,
    images: ['/media/mixer-1.svg', '/media/mixer-2.svg'],
    description: 'Ten channels.',
    promoCode: null,
    promoDiscount: null,
    kokoInstallment: false,
    kokoInstallmentCount: null,
    kokoInstallmentPrice: null,
    featured: false,
    version: 3,
    archived: false,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: ORDER_ID,
    status: 'pending',
    createdAt: '2025-03-14T09:05:00.000Z',
    total: 54000,
    paymentMethod: 'card',
    deliveryMethod: 'delivery',
    items: [
      {
        productId: PRODUCT_ID,
        name: 'Yamaha MG10XU Mixer',
        category: 'Analog Mixers',
        quantity: 2,
        price: 27000,
        originalPrice: 30000,
        images: [],
        appliedPromoCode: 'SPECIAL10',
        promoDiscount: 10,
      },
    ],
    customer: {
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      phone: '+94 77 123 4567',
      address: '12 Galle Road',
      city: 'Colombo',
      country: 'Sri Lanka',
      zipCode: '00300',
      promoCodeList: [{ promoCode: 'SPECIAL10', productId: PRODUCT_ID }],
    },
    userEmail: 'nimal@example.com',
    payments: [
      {
        id: 'p1',
        provider: 'card',
        status: 'failed',
        amount: 54000,
        createdAt: '2025-03-14T09:06:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: { orders: 3, revenue: 150000 },
    month: { orders: 41, revenue: 2450000.5 },
    waiting: { pending: 4, confirmed: 2 },
    lowStock: [{ id: PRODUCT_ID, name: 'Shure SM58', stock: 2 }],
    refundsDue: [],
    unreadMessages: 5,
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: '5b0e2c4e-0000-4000-8000-000000000001',
    name: 'Kamal Silva',
    email: 'kamal@example.com',
    message: 'Do you rent PA systems?',
    read: false,
    mailed: true,
    createdAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}
