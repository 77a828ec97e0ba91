import type {
  CreateOrderRequest,
  CreateOrderResponse,
  DeliveryRatesAnswer,
  LoginRequest,
  LoginResponse,
} from '@avstore/core';
import type { CreatedProduct } from './db';

/** A cash pickup order for one unit of each product, typed by core's request schema. */
export function orderRequest(products: (CreatedProduct & { price: number })[]): CreateOrderRequest {
  const items = products.map((p) => ({ id: p.id, name: p.name, price: p.price, quantity: 1 }));
  return {
    customer: {
      email: 'pager@example.lk',
      firstName: 'Page',
      lastName: 'Turner',
      phone: '0771234567',
      promoCodeList: [],
    },
    items,
    total: items.reduce((s, i) => s + i.price, 0),
    deliveryMethod: 'pickup',
    paymentMethod: 'cash',
  };
}

/** Places a cash pickup order for one unit of each product through the API; its id. */
export async function apiOrder(
  baseURL: string,
  token: string,
  products: (CreatedProduct & { price: number })[],
): Promise<string> {
  const res = await fetch(`${baseURL}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(orderRequest(products)),
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as CreateOrderResponse).id;
}

/** Who receives a delivery, as apiDeliveryOrder writes it unless told otherwise. */
const NIMAL = {
  firstName: 'Nimal',
  lastName: 'Perera',
  address: '12 Temple Road',
  city: 'Kandy',
};

/**
 * A cash delivery to Kandy of one unit, through the API, at whatever Kandy's charge is now; its
 * id. `who` writes the name and address otherwise (a Sinhala shopper's, say).
 */
export async function apiDeliveryOrder(
  baseURL: string,
  token: string,
  product: { id: string; name: string; price: number },
  who: Partial<typeof NIMAL> = {},
): Promise<string> {
  const rates = (await (
    await fetch(`${baseURL}/api/delivery/charges`)
  ).json()) as DeliveryRatesAnswer;
  const { price } = product;
  const free = rates.freeThreshold !== null && price >= rates.freeThreshold;
  const charge = free ? 0 : (rates.charges.find((c) => c.district === 'Kandy')?.charge ?? 0);
  const body: CreateOrderRequest = {
    customer: {
      email: 'nimal@example.lk',
      ...NIMAL,
      ...who,
      phone: '0771234567',
      country: 'Sri Lanka',
      district: 'Kandy',
      zipCode: '20000',
      promoCodeList: [],
    },
    items: [{ id: product.id, name: product.name, price, quantity: 1 }],
    total: price + charge,
    deliveryCharge: charge,
    deliveryMethod: 'delivery',
    paymentMethod: 'cash',
  };
  const res = await fetch(`${baseURL}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as CreateOrderResponse).id;
}

/** Signs in through the API; the token. */
export async function apiLogin(baseURL: string, email: string, password: string): Promise<string> {
  const body: LoginRequest = { email, password };
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as LoginResponse).token;
}
