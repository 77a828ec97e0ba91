// Issue #30: a shopper who ordered on a Sinhala or Tamil page comes back from the card gateway or
// KOKO to the payment pages in that language, whatever the gateway's return address says.
import { describe, expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { cardAttempt, decideAtGateway, kokoAttempt, redirectOf } from '../helpers/payments';
import { it } from '../fixtures';

const placedIn = (t: TestApp, orderId: string, language: string) =>
  t.database.pool.query('UPDATE orders SET language = $2 WHERE id = $1', [orderId, language]);

describe("the browser's return from a provider", () => {
  it('lands on the payment response page in the language the order was placed in', async ({
    t,
  }) => {
    const sinhala = await cardAttempt(t);
    await placedIn(t, sinhala.orderId, 'si');
    const back = await decideAtGateway(t, sinhala.sessionId, 'approve');
    const page = await redirectOf(back.toString());
    expect(page.pathname).toBe('/si/payment/response');
    expect(page.searchParams.get('status')).toBe('SUCCESS');
    expect(page.searchParams.get('order_id')).toBe(sinhala.orderId);

    const tamil = await kokoAttempt(t);
    await placedIn(t, tamil.orderId, 'ta');
    const cancelled = await redirectOf(
      `${t.url}/api/payment/koko/cancel?ref=${tamil.ref}&status=CANCELLED`,
    );
    expect(cancelled.pathname).toBe('/ta/payment/response');
    expect(cancelled.searchParams.get('status')).toBe('FAILED');

    const english = await cardAttempt(t);
    const declined = await redirectOf(
      (await decideAtGateway(t, english.sessionId, 'decline')).toString(),
    );
    expect(declined.pathname).toBe('/payment/response');
  });

  it('keeps English for a reference no payment has', async ({ t }) => {
    const page = await redirectOf(
      `${t.url}/api/payment/card/return?ref=00000000-0000-4000-8000-000000000000&resultIndicator=x`,
    );
    expect(page.pathname).toBe('/payment/response');
    expect(page.searchParams.get('message')).toBe('Unknown payment');
  });
});
