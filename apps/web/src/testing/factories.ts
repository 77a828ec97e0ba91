import type {
  AdminOrder,
  AdminProduct,
  CartLine,
  ContactMessage,
  Dashboard,
  DeliveryDetailsResponse,
  Order,
  OrderItem,
  Product,
  ProductPicture,
  PublicConfig,
  Quotation,
} from '@avstore/core';

/**
 * Test data typed by core's schemas (docs/architecture.md#one-schema-three-users): each factory gives a
 * whole, valid value; a test overrides only what it is about.
 */
export const PRODUCT_ID = '7d3f2a10-1111-4b4b-8c8c-000000000001';
export const OTHER_PRODUCT_ID = '7d3f2a10-1111-4b4b-8c8c-000000000002';
export const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab';

/** What GET /api/config answers, in sandbox mode without EmailJS. */
export function makePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    shopName: 'AV Store',
    publicUrl: 'https://shop.example.lk',
    shopEmail: 'shop@example.lk',
    shopPhone: '+94 11 234 5678',
    shopAddress: '1 Galle Road, Colombo',
    shopHours: 'Monday to Saturday, 9.00 am to 6.00 pm',
    deliveryCountries: ['Sri Lanka'],
    paymentMode: 'sandbox',
    cardCheckoutScriptUrl: '/sandbox/card/checkout.min.js',
    maxLineQuantity: 1000,
    whatsapp: null,
    logoUrl: null,
    bank: null,
    bankTransferHoldMs: 3 * 24 * 3_600_000,
    banners: [],
    emailjs: null,
    ...overrides,
  };
}

/** Picture ids: a picture is an upload's uuid, kept at several widths under `/media/<id>/`. */
export const PICTURE_ID = '9c1e5f00-2222-4d4d-8e8e-000000000001';
export const OTHER_PICTURE_ID = '9c1e5f00-2222-4d4d-8e8e-000000000002';

/** A processed 1200 × 900 upload, its alt text defaulted to the product's name. */
export function makePicture(overrides: Partial<ProductPicture> = {}): ProductPicture {
  return {
    id: PICTURE_ID,
    alt: 'Yamaha MG10XU Mixer',
    width: 1200,
    height: 900,
    color: '#334455',
    ...overrides,
  };
}

/** A product as the shop lists it (GET /api/products). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: PRODUCT_ID,
    name: 'Yamaha MG10XU Mixer',
    slug: 'yamaha-mg10xu-mixer',
    price: 30000,
    discountPrice: null,
    category: 'Analog Mixers',
    brand: 'Yamaha',
    stock: 12,
    images: [`/media/${PICTURE_ID}.jpg`],
    pictures: [makePicture()],
    description: 'Ten channels.',
    hasPromo: false,
    kokoInstallment: false,
    ...overrides,
  };
}

/** A cart line of one unit of `makeProduct()`. */
export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return { ...makeProduct(), quantity: 1, ...overrides };
}

/** An order line as the API answers it. */
export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    productId: PRODUCT_ID,
    name: 'Yamaha MG10XU Mixer',
    category: 'Analog Mixers',
    quantity: 1,
    price: 30000,
    originalPrice: 30000,
    images: [`/media/${PICTURE_ID}.jpg`],
    appliedPromoCode: null,
    promoDiscount: null,
    ...overrides,
  };
}

/** An order as GET /api/orders/:id answers it to its owner: 2 × Rs. 30,000, delivered. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    status: 'pending',
    createdAt: '2025-03-14T09:05:00.000Z',
    total: 60000,
    deliveryCharge: 0,
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
      district: 'Colombo',
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

/**
 * An unpaid pickup order whose total needs both decimals, for the payment screens:
 * 2 × Rs. 30,000.25 + 1 × Rs. 1,250 = Rs. 61,250.50.
 */
export function makePayableOrder(overrides: Partial<Order> = {}): Order {
  const base = makeOrder();
  return makeOrder({
    total: 61250.5,
    deliveryMethod: 'pickup',
    items: [
      makeItem({ quantity: 2, price: 30000.25, originalPrice: 30000.25, images: [] }),
      makeItem({
        productId: OTHER_PRODUCT_ID,
        name: 'Shure SM58 Microphone',
        category: 'Wired Microphones',
        price: 1250,
        originalPrice: 1250,
        images: [],
      }),
    ],
    customer: {
      ...base.customer,
      phone: '0771234567',
      address: '',
      city: '',
      zipCode: '00100',
    },
    ...overrides,
  });
}

/** The checkout's customer fields as a signed-in shopper first finds them: the e-mail, Sri Lanka. */
export function makeCheckoutFields(overrides: Partial<typeof UNTOUCHED_FIELDS> = {}) {
  return { ...UNTOUCHED_FIELDS, ...overrides };
}

const UNTOUCHED_FIELDS = {
  email: 'kumar@example.lk',
  firstName: '',
  lastName: '',
  phone: '',
  country: 'Sri Lanka',
  address: '',
  city: '',
  zipCode: '',
  district: '',
};

type DeliveryDetails = NonNullable<DeliveryDetailsResponse['details']>;

/** The delivery details a shopper's last order left (GET /api/auth/delivery-details). */
export function makeDeliveryDetails(overrides: Partial<DeliveryDetails> = {}): DeliveryDetails {
  return {
    firstName: 'Kumar',
    lastName: 'Sivakumar',
    phone: '+94771234567',
    country: 'Sri Lanka',
    address: '5 Hospital Road',
    city: 'Point Pedro',
    zipCode: '40000',
    district: 'Jaffna',
    deliveryMethod: 'delivery',
    ...overrides,
  };
}

/** A product as the back office reads it (GET /api/admin/products/:id). */
export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: PRODUCT_ID,
    name: 'Yamaha MG10XU Mixer',
    price: 60000,
    discountPrice: null,
    category: 'Analog Mixers',
    brand: 'Yamaha',
    stock: 12,
    pictures: [
      makePicture(),
      makePicture({ id: OTHER_PICTURE_ID, alt: 'Yamaha MG10XU Mixer, rear panel' }),
    ],
    description: 'Ten channels.',
    attributes: {},
    translations: {},
    kokoInstallment: false,
    promoCode: null,
    promoDiscount: null,
    kokoInstallmentCount: null,
    featured: false,
    lowStockThreshold: null,
    sku: 'MG10XU',
    specs: [
      { label: 'Channels', value: '10' },
      { label: 'Weight', value: '2.1 kg' },
    ],
    warranty: { months: 12, by: 'brand' },
    slug: 'yamaha-mg10xu-mixer',
    version: 3,
    archived: false,
    draft: false,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** An order as the back office reads it: 2 × Rs. 30,000 at 10% off, one failed card payment. */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const order = makeOrder({
    total: 54000,
    items: [
      makeItem({
        quantity: 2,
        price: 27000,
        images: [],
        appliedPromoCode: 'SPECIAL10',
        promoDiscount: 10,
      }),
    ],
  });
  return {
    ...order,
    customer: {
      ...order.customer,
      promoCodeList: [{ promoCode: 'SPECIAL10', productId: PRODUCT_ID }],
    },
    userEmail: 'nimal@example.com',
    internalNote: '',
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

/** A shop's account for bank transfers, as the back office's Settings give it. */
export const BANK_DETAILS = {
  bank: 'Commercial Bank of Ceylon',
  branch: 'Kollupitiya',
  accountName: 'Lanka Pro Audio (Pvt) Ltd',
  accountNumber: '1000 2345 6789',
};

export const QUOTATION_ID = 'abcdef12-0000-4000-8000-000000000000';

/**
 * A school's quotation the shop has sent: 2 × LKR 57,500 of a product and its installation, a
 * line of the shop's own (LKR 15,000): LKR 130,000.
 */
export function makeQuotation(overrides: Partial<Quotation> = {}): Quotation {
  return {
    id: QUOTATION_ID,
    number: 'Q-ABCDEF12',
    status: 'sent',
    organisation: 'Royal College Colombo',
    vatNumber: '987654321-7000',
    purchaseOrderRef: 'PO-118',
    buyerNote: '',
    shopNote: 'Includes a two-year warranty.',
    validUntil: '2026-12-31',
    expired: false,
    sentAt: '2026-11-21T04:30:00.000Z',
    acceptedAt: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    version: 2,
    lines: [
      { productId: PRODUCT_ID, name: 'Yamaha MG16XU', quantity: 2, unitPrice: 57_500 },
      { productId: null, name: 'Installation', quantity: 1, unitPrice: 15_000 },
    ],
    total: 130_000,
    orderId: null,
    ...overrides,
  };
}
