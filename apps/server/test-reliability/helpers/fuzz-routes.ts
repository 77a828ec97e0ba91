import { DEFAULT_BANNERS, DEFAULT_PAGES, DEFAULT_SPECIAL_DEAL } from '@avstore/core';
import { newEmail, PASSWORD } from '../../test/helpers/accounts';
import { CUSTOMER, orderBody, type TestProduct } from '../../test/helpers/catalogue';
import { responseDataString, sign } from '../../src/services/payments/koko-signing';

/** What the fuzzer knows of the app under test: real ids, real credentials. */
export interface Fixture {
  customer: { email: string; token: string };
  adminToken: string;
  product: TestProduct;
  /** What DELETE may archive, so that the product above stays on sale. */
  spareProductId: string;
  orders: { cash: string; card: string; koko: string };
  cardRef: string;
  cardSession: string;
  kokoRef: string;
  messageId: string;
  imageId: string;
  merchantId: string;
  sandboxBasic: string;
  notificationSecret: string;
  kokoMerchantId: string;
  kokoApiKey: string;
  kokoPrivateKey: string;
  /** The store's own KOKO key and the signed form it gave for the KOKO order. */
  merchantPrivateKey: string;
  kokoForm: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  /** A well-formed body, where the mutations start from. */
  body?: (f: Fixture) => Record<string, unknown>;
  /** The route reads a form (application/x-www-form-urlencoded) rather than JSON. */
  form?: boolean;
  query?: (f: Fixture) => Record<string, string>;
  /** The route takes a multipart upload (an image). */
  file?: boolean;
  /** The credentials the route wants, for the `fitting` authorization. */
  auth?: 'customer' | 'admin' | 'sandbox';
  /** Signing out ends the token sent: it is sent a sign-in of its own to spend. */
  endsSignIn?: boolean;
}

const product = () => ({
  name: `Fuzz ${Math.random()}`,
  price: 1000,
  category: 'Analog Mixers',
  stock: 3,
  description: 'x',
});

const kokoResponse = (f: Fixture) => {
  const trnId = 'a'.repeat(32);
  const data = responseDataString(f.kokoRef, trnId, 'SUCCESS');
  return {
    orderId: f.kokoRef,
    trnId,
    status: 'SUCCESS',
    desc: '',
    signature: sign(data, f.kokoPrivateKey),
  };
};

/** Every route of the app (src/routes/**), as registered; the fuzz test checks none is missing. */
export const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/metrics' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/content/special-deal' },
  { method: 'GET', path: '/api/content/pages' },
  { method: 'GET', path: '/api/products' },
  {
    method: 'GET',
    path: '/api/products/search',
    query: () => ({
      q: 'yamaha',
      category: 'Mixers',
      brand: 'Yamaha',
      minPrice: '0',
      sort: 'price-asc',
    }),
  },
  { method: 'GET', path: '/api/products/suggest', query: () => ({ q: 'mixer' }) },
  { method: 'GET', path: '/api/products/compare', query: (f) => ({ ids: f.product.id }) },
  { method: 'GET', path: '/api/products/by-slug/:slug' },
  { method: 'GET', path: '/api/products/:id' },
  {
    method: 'POST',
    path: '/api/auth/register',
    body: () => ({ email: newEmail(), password: PASSWORD }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: (f) => ({ email: f.customer.email, password: PASSWORD }),
  },
  { method: 'GET', path: '/api/auth/me', auth: 'customer' },
  { method: 'POST', path: '/api/auth/logout', auth: 'customer', endsSignIn: true },
  { method: 'POST', path: '/api/auth/confirm-email', body: () => ({ token: 'A'.repeat(43) }) },
  { method: 'POST', path: '/api/auth/confirm-email/resend', auth: 'customer' },
  { method: 'GET', path: '/api/auth/get-each-user-orders', auth: 'customer' },
  { method: 'GET', path: '/api/auth/user-promocodes', auth: 'customer' },
  { method: 'GET', path: '/api/auth/delivery-details', auth: 'customer' },
  { method: 'GET', path: '/api/cart', auth: 'customer' },
  {
    method: 'PUT',
    path: '/api/cart',
    auth: 'customer',
    body: (f) => ({ lines: [{ productId: f.product.id, quantity: 1 }] }),
  },
  {
    method: 'PUT',
    path: '/api/auth/delivery-details',
    auth: 'customer',
    body: () => ({
      firstName: 'Kumar',
      lastName: 'Sivakumar',
      phone: '077 123 4567',
      country: 'Sri Lanka',
      district: 'Jaffna',
      city: 'Jaffna',
      address: '5 Hospital Road',
      zipCode: '40000',
      deliveryMethod: 'delivery',
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/apply-promocode',
    auth: 'customer',
    body: (f) => ({ promos: [{ productId: f.product.id, promoCode: 'SAVE10' }] }),
  },
  { method: 'POST', path: '/api/auth/resetPassword', body: (f) => ({ email: f.customer.email }) },
  { method: 'POST', path: '/api/auth/staff-invitation', body: () => ({ token: 'A'.repeat(43) }) },
  {
    method: 'POST',
    path: '/api/auth/staff-invitation/accept',
    body: () => ({ token: 'A'.repeat(43), password: PASSWORD }),
  },
  {
    method: 'POST',
    path: '/api/auth/resetPassword/confirm',
    body: () => ({ token: 'A'.repeat(43), password: PASSWORD }),
  },
  {
    method: 'POST',
    path: '/api/contact',
    body: () => ({ name: 'Nimal', email: 'nimal@example.lk', message: 'Is the mixer in stock?' }),
  },
  {
    method: 'POST',
    path: '/api/orders',
    auth: 'customer',
    body: (f) => orderBody([{ product: f.product }]),
  },
  { method: 'GET', path: '/api/orders/:id', auth: 'customer' },
  {
    method: 'PUT',
    path: '/api/orders/:id/payment-method',
    auth: 'customer',
    body: () => ({ paymentMethod: 'koko' }),
  },
  { method: 'GET', path: '/api/orders/:id/receipt.pdf', auth: 'customer' },
  { method: 'GET', path: '/api/orders/:id/refunds/:refundId/credit-note.pdf', auth: 'customer' },
  { method: 'GET', path: '/api/orders/:id/payment-slips', auth: 'customer' },
  { method: 'POST', path: '/api/orders/:id/payment-slips', auth: 'customer', file: true },
  { method: 'GET', path: '/api/orders/:id/payment-slips/:slipId/file', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/quotations',
    auth: 'customer',
    body: (f) => ({
      organisation: 'St. Anthony’s College, Kandy',
      purchaseOrderRef: 'PO-2026-114',
      note: 'For the school hall',
      items: [{ id: f.product.id, quantity: 2 }],
    }),
  },
  { method: 'GET', path: '/api/quotations', auth: 'customer' },
  { method: 'GET', path: '/api/quotations/:id', auth: 'customer' },
  { method: 'POST', path: '/api/quotations/:id/accept', auth: 'customer' },
  {
    method: 'POST',
    path: '/api/quotations/:id/changes',
    auth: 'customer',
    body: () => ({ note: 'Two more microphones, please' }),
  },
  {
    method: 'POST',
    path: '/api/quotations/:id/order',
    auth: 'customer',
    body: () => ({ ...CUSTOMER, deliveryMethod: 'pickup', paymentMethod: 'bank_transfer' }),
  },
  { method: 'GET', path: '/api/delivery/charges' },
  {
    method: 'POST',
    path: '/api/promos/validate',
    auth: 'customer',
    body: (f) => ({ productId: f.product.id, promoCode: 'SAVE10' }),
  },
  {
    method: 'POST',
    path: '/api/payment/create-session',
    auth: 'customer',
    body: (f) => ({ orderId: f.orders.card, amount: `${f.product.price.toFixed(2)}` }),
  },
  {
    method: 'POST',
    path: '/api/payment/create-koko-payment',
    auth: 'customer',
    body: (f) => ({ orderId: f.orders.koko, amount: f.product.price, currency: 'LKR' }),
  },
  { method: 'GET', path: '/api/payment/status/:transactionRef' },
  {
    method: 'GET',
    path: '/api/payment/card/return',
    query: (f) => ({ ref: f.cardRef, resultIndicator: 'abcdef0123456789' }),
  },
  { method: 'POST', path: '/api/payment/card/notify', body: (f) => ({ order: { id: f.cardRef } }) },
  { method: 'POST', path: '/api/payment/koko/notify', form: true, body: kokoResponse },
  { method: 'GET', path: '/api/payment/koko/return', query: (f) => ({ ref: f.kokoRef }) },
  {
    method: 'POST',
    path: '/api/payment/koko/return',
    form: true,
    query: (f) => ({ ref: f.kokoRef }),
    body: kokoResponse,
  },
  { method: 'GET', path: '/api/payment/koko/cancel', query: (f) => ({ ref: f.kokoRef }) },
  { method: 'GET', path: '/api/admin/dashboard', auth: 'admin' },
  { method: 'GET', path: '/api/admin/payment-slips', auth: 'admin' },
  { method: 'POST', path: '/api/admin/orders/:id/payment-slips/:slipId/verify', auth: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/payment-slips/:slipId/reject',
    auth: 'admin',
    body: () => ({ reason: 'The amount on the slip is not the order’s total.' }),
  },
  { method: 'GET', path: '/api/admin/quotations', auth: 'admin' },
  { method: 'GET', path: '/api/admin/quotations/:id', auth: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/quotations/:id',
    auth: 'admin',
    body: (f) => ({
      version: 1,
      lines: [{ productId: f.product.id, name: 'Speaker', quantity: 2, unitPrice: 65000 }],
      validUntil: null,
      shopNote: '',
    }),
  },
  { method: 'POST', path: '/api/admin/quotations/:id/send', auth: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/products',
    auth: 'admin',
    query: () => ({ page: '1', pageSize: '20', search: 'mix', archived: 'false' }),
  },
  { method: 'POST', path: '/api/admin/products', auth: 'admin', body: product },
  { method: 'GET', path: '/api/admin/products/:id', auth: 'admin' },
  {
    method: 'PATCH',
    path: '/api/admin/products/:id',
    auth: 'admin',
    body: () => ({ version: 1, stock: 7 }),
  },
  { method: 'DELETE', path: '/api/admin/products/:id', auth: 'admin' },
  { method: 'POST', path: '/api/admin/products/:id/images', auth: 'admin', file: true },
  { method: 'POST', path: '/api/admin/products/:id/restore', auth: 'admin' },
  { method: 'POST', path: '/api/admin/products/:id/publish', auth: 'admin' },
  { method: 'POST', path: '/api/admin/products/:id/duplicate', auth: 'admin' },
  { method: 'GET', path: '/api/admin/products/export.csv', auth: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/products/import',
    auth: 'admin',
    file: true,
    query: () => ({ dryRun: 'true' }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'admin',
    query: () => ({ page: '1', pageSize: '10', status: 'pending', q: 'nimal' }),
  },
  { method: 'GET', path: '/api/admin/orders/:id', auth: 'admin' },
  {
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    auth: 'admin',
    body: () => ({ status: 'confirmed' }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/refunds',
    auth: 'admin',
    body: () => ({
      amount: 100,
      method: 'bank_transfer',
      reference: 'BOC-1',
      refundedOn: '2026-01-02',
    }),
  },
  { method: 'GET', path: '/api/admin/orders/:id/packing-slip.pdf', auth: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id/note',
    auth: 'admin',
    body: () => ({ note: 'Call before delivery' }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/orders/:id/customer',
    auth: 'admin',
    body: () => ({ address: '45 Peradeniya Road', city: 'Kandy', phone: '071 555 1234' }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders/export.csv',
    auth: 'admin',
    query: () => ({ from: '2026-01-01', to: '2026-12-31', paymentMethod: 'cash' }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders/lines.csv',
    auth: 'admin',
    query: () => ({ from: '2026-01-01', to: '2026-12-31', q: 'nimal' }),
  },
  {
    method: 'GET',
    path: '/api/admin/messages',
    auth: 'admin',
    query: () => ({ page: '1', pageSize: '5' }),
  },
  { method: 'PATCH', path: '/api/admin/messages/:id', auth: 'admin', body: () => ({ read: true }) },
  { method: 'GET', path: '/api/admin/promotions', auth: 'admin' },
  { method: 'GET', path: '/api/admin/delivery', auth: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/delivery',
    auth: 'admin',
    body: () => ({
      charges: [
        { district: 'Jaffna', charge: 1500 },
        { district: 'Colombo', charge: 0 },
      ],
      freeThreshold: 250000,
    }),
  },
  { method: 'GET', path: '/api/admin/settings', auth: 'admin' },
  // A stale version: refused with 409, the settings kept for the other routes' pages.
  {
    method: 'PUT',
    path: '/api/admin/settings',
    auth: 'admin',
    body: () => ({
      shop: {
        name: 'Fuzz Audio',
        logo: null,
        address: '1 Galle Road, Colombo 03',
        phone: '+94 11 234 5678',
        email: 'shop@example.lk',
        hours: 'Monday to Saturday, 9 to 6',
        whatsapp: '+94 77 123 4567',
      },
      bank: null,
      home: { banners: DEFAULT_BANNERS, specialDeal: DEFAULT_SPECIAL_DEAL },
      pages: DEFAULT_PAGES,
      version: 999999,
    }),
  },
  { method: 'POST', path: '/api/admin/settings/pictures', auth: 'admin', file: true },
  {
    method: 'GET',
    path: '/api/admin/reports/sales',
    auth: 'admin',
    query: () => ({ from: '2026-01-01', to: '2026-03-31', unit: 'week' }),
  },
  {
    method: 'GET',
    path: '/api/admin/reports/top-sellers',
    auth: 'admin',
    query: () => ({ from: '2026-01-01', to: '2026-01-31', limit: '5' }),
  },
  { method: 'GET', path: '/api/admin/reports/low-stock', auth: 'admin' },
  { method: 'GET', path: '/api/admin/staff', auth: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/staff/invitations',
    auth: 'admin',
    body: () => ({ email: newEmail() }),
  },
  { method: 'DELETE', path: '/api/admin/staff/invitations/:id', auth: 'admin' },
  { method: 'DELETE', path: '/api/admin/staff/:id', auth: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'admin',
    query: () => ({ page: '2', pageSize: '100' }),
  },
  // The API's description and its reference page (plugins/openapi.ts); `/api/docs*` is the page's
  // static files, as the route tree prints them.
  { method: 'GET', path: '/api/openapi.json' },
  { method: 'GET', path: '/api/docs' },
  { method: 'GET', path: '/api/docs/static/index.html' },
  { method: 'GET', path: '/api/docs/static/swagger-initializer.js' },
  { method: 'GET', path: '/api/docs*' },
  { method: 'GET', path: '/api/docs/json' },
  { method: 'GET', path: '/api/docs/yaml' },
  // Crawlers' files (plugins/sitemap.ts).
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/sitemap.xml' },
  { method: 'GET', path: '/sitemap-:part.xml' },
  { method: 'GET', path: '/media/:id/:width.:format' },
  { method: 'GET', path: '/media/:id.:ext' },
  { method: 'GET', path: '/sandbox/card/checkout.min.js' },
  { method: 'GET', path: '/sandbox/card/static/checkout/checkout.min.js' },
  {
    method: 'POST',
    path: '/sandbox/card/api/rest/version/:version/merchant/:merchant/session',
    auth: 'sandbox',
    body: (f) => ({
      apiOperation: 'INITIATE_CHECKOUT',
      interaction: { returnUrl: `http://127.0.0.1/api/payment/card/return?ref=${f.cardRef}` },
      order: { id: f.cardRef, amount: '100.00', currency: 'LKR', description: 'x' },
    }),
  },
  {
    method: 'GET',
    path: '/sandbox/card/api/rest/version/:version/merchant/:merchant/order/:orderReference',
    auth: 'sandbox',
  },
  { method: 'GET', path: '/sandbox/card/pay/:sessionId' },
  { method: 'POST', path: '/sandbox/card/pay/:sessionId/approve', form: true, body: () => ({}) },
  { method: 'POST', path: '/sandbox/card/pay/:sessionId/decline', form: true, body: () => ({}) },
  {
    method: 'POST',
    path: '/sandbox/koko/api/merchants/orderCreate',
    form: true,
    body: (f) => f.kokoForm,
  },
  {
    method: 'POST',
    path: '/sandbox/koko/api/merchants/orderView',
    form: true,
    body: (f) => {
      const view = {
        _mId: f.kokoMerchantId,
        _pluginName: 'customapi',
        _pluginVersion: '1',
        _orderId: f.kokoRef,
        api_key: f.kokoApiKey,
      };
      const data = `${view._mId}${view._pluginName}${view._pluginVersion}${view._orderId}${view.api_key}`;
      return { ...view, signature: sign(data, f.merchantPrivateKey) };
    },
  },
  { method: 'POST', path: '/sandbox/koko/pay/:trnId/approve' },
  { method: 'POST', path: '/sandbox/koko/pay/:trnId/decline' },
];

/** The real values a path parameter of a route can take, besides the ids the run has seen. */
export function knownParams(f: Fixture, route: Route, name: string): string[] {
  const orders = Object.values(f.orders);
  if (name === 'id' && route.path.startsWith('/media')) return [f.imageId];
  if (name === 'id')
    return route.path.includes('/products')
      ? [route.method === 'DELETE' ? f.spareProductId : f.product.id]
      : route.path.includes('/messages')
        ? [f.messageId]
        : orders;
  const known: Record<string, string[]> = {
    transactionRef: [f.cardRef, f.kokoRef],
    ext: ['jpg', 'svg'],
    width: ['320', '40', '1600'],
    format: ['avif', 'webp', 'jpg'],
    version: ['100', '63'],
    merchant: [f.merchantId],
    orderReference: [f.cardRef, f.kokoRef],
    sessionId: [f.cardSession],
    trnId: [],
    slug: f.product.slug ? [f.product.slug] : [],
  };
  return known[name] ?? [];
}

/** The routes Fastify has, read from its printRoutes tree: `METHOD /path`, HEAD left out. */
export function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== '-') found.push(`${method} ${stack.join('')}`);
    }
  }
  return found;
}
