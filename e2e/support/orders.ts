import type { CreatedProduct } from './db';

/** Signs in through the API and places a cash pickup order for one unit of each product. */
export async function apiOrder(
  baseURL: string,
  token: string,
  products: (CreatedProduct & { price: number })[],
) {
  const items = products.map((p) => ({ id: p.id, name: p.name, price: p.price, quantity: 1 }));
  const res = await fetch(`${baseURL}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
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
    }),
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function apiLogin(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}
