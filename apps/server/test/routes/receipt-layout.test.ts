import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect } from 'vitest';
import type { DeliveryMethod } from '@avstore/core';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody, type TestProduct } from '../helpers/catalogue';
import { appTest } from '../fixtures';

// Issue #23 "Receipt layout": every field a shopper or the shop types, at the longest core's
// schemas allow (orders/order.ts, delivery/schemas.ts, admin/admin.ts), in wide letters.
const words = (word: string, length: number) =>
  Array.from({ length }, () => word)
    .join(' ')
    .slice(0, length)
    .trim();
const PROMO = 'W'.repeat(20);
const EMAIL = `${'w'.repeat(243)}@example.lk`;
const CUSTOMER = {
  email: EMAIL,
  firstName: 'W'.repeat(80),
  lastName: words('Wickramasinghe', 80),
  phone: '+44 (20) 7946-0958',
  address: words('Wellawatte-Mawatha', 200),
  city: words('Wolverhampton', 80),
  country: 'United Arab Emirates',
  zipCode: 'W'.repeat(20),
};
const SHOP = {
  SHOP_NAME: words('Wattala Pro Audio', 120),
  SHOP_ADDRESS: words('Warehouse-Complex', 300),
  SHOP_HOURS: words('Weekdays 9.00 am to 6.00 pm', 200),
  // The longest address is one abroad, where this shop delivers too.
  DELIVERY_COUNTRIES: 'Sri Lanka, United Arab Emirates',
};

let products: TestProduct[];
const it = appTest({ env: SHOP });

it.beforeAll(async ({ t }) => {
  // Enough lines of the longest name for the table to run onto a second page.
  products = [];
  for (let i = 0; i < 14; i++)
    products.push(
      await insertProduct(t.database.pool, {
        name: `${i} ${words('Wharfedale-Wireless', 200)}`.slice(0, 200),
        price: 1000,
        promoCode: PROMO,
        promoDiscount: 10,
      }),
    );
  await t.database.pool.query(
    "UPDATE products SET warranty_months = 24, warranty_by = 'shop' WHERE id = ANY($1)",
    [products.map((p) => p.id)],
  );
});

/** An order of every product by a new shopper (a promo code serves a customer once); its receipt. */
async function receiptOf(t: TestApp, deliveryMethod: DeliveryMethod): Promise<Response> {
  const owner = await signUp(t.url);
  const lines = products.map((product) => ({ product, price: 900, promoCode: PROMO }));
  const body = orderBody(lines, { deliveryMethod, customer: CUSTOMER });
  const res = await post(`${t.url}/api/orders`, body, {
    authorization: `Bearer ${owner.token}`,
  });
  expect(res.status).toBe(201);
  return fetch(`${t.url}/api/orders/${res.body.id as string}/receipt.pdf`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
}

interface Run {
  text: string;
  page: number;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Every text run of the PDF, with its box: from the baseline up by its height, as pdf.js reads it. */
async function textRuns(bytes: Uint8Array): Promise<{ runs: Run[]; pages: number[][] }> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const runs: Run[] = [];
  const pages: number[][] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      pages.push(page.view);
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '' || item.width === 0) continue;
        const [, , , , x, y] = item.transform as number[];
        runs.push({
          text: item.str,
          page: n,
          left: x!,
          right: x! + item.width,
          bottom: y!,
          top: y! + item.height,
        });
      }
    }
  } finally {
    await pdf.destroy();
  }
  return { runs, pages };
}

/** The pairs of runs on one page whose boxes overlap by more than a hair (touching is fine). */
function overlaps(runs: Run[]): string[] {
  const found: string[] = [];
  const over = (a0: number, a1: number, b0: number, b1: number) =>
    Math.min(a1, b1) - Math.max(a0, b0) > 0.01;
  runs.forEach((a, i) => {
    for (const b of runs.slice(i + 1))
      if (
        a.page === b.page &&
        over(a.left, a.right, b.left, b.right) &&
        over(a.bottom, a.top, b.bottom, b.top)
      )
        found.push(`page ${a.page}: "${a.text}" overprints "${b.text}"`);
  });
  return found;
}

describe('GET /api/orders/:id/receipt.pdf with the longest text the schemas allow', () => {
  it.for(['delivery', 'pickup'] as const)(
    'prints nothing over anything else, all of it on the page and no line cut by a page break (%s)',
    async (deliveryMethod, { t }) => {
      const res = await receiptOf(t, deliveryMethod);
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());

      const { runs, pages } = await textRuns(bytes);
      expect(pages.length).toBeGreaterThan(1);
      expect(overlaps(runs)).toEqual([]);
      const outside = runs.filter(({ page, left, right, bottom, top }) => {
        const [x0, y0, x1, y1] = pages[page - 1]!;
        return left < x0! || right > x1! || bottom < y0! || top > y1!;
      });
      expect(outside.map((r) => r.text)).toEqual([]);

      // Wrapped, but all there, and none of it cut in two by a page break.
      const pageTexts = pages.map((_, i) =>
        runs
          .filter((r) => r.page === i + 1)
          .map((r) => r.text)
          .join('')
          .replace(/\s+/g, ''),
      );
      for (const whole of [
        EMAIL,
        CUSTOMER.firstName,
        CUSTOMER.lastName,
        SHOP.SHOP_NAME,
        // A line of the table with its notes, in one piece.
        ...products.map(
          (p) =>
            `${p.name} 1 LKR 1,000.00 LKR 1,000.00 Promo ${PROMO}: 10% off ` +
            'Warranty: 2 years warranty from the shop',
        ),
        'Total LKR 12,600.00',
        'Thank you for shopping',
      ])
        expect(
          pageTexts.some((page) => page.includes(whole.replace(/\s+/g, ''))),
          whole,
        ).toBe(true);
    },
  );
});
