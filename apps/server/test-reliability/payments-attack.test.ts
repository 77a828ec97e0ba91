import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/database';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import { post } from '../test/helpers/accounts';
import { stockOf } from '../test/helpers/catalogue';
import {
  cardAttempt,
  kokoAttempt,
  orderStatus,
  paymentsOf,
  redirectOf,
} from '../test/helpers/payments';
import { responseDataString, sign } from '../src/services/payments/koko-signing';
import { changeStatus } from '../src/services/orders/status';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** KOKO's server-to-server response, signed with the sandbox KOKO's own key. */
function kokoResponse(orderId: string, status: string, trnId = randomBytes(16).toString('hex')) {
  const signature = sign(
    responseDataString(orderId, trnId, status),
    t.app.providers.sandbox!.kokoPrivateKey,
  );
  return { orderId, trnId, status, desc: '', signature };
}

const kokoNotify = async (fields: Record<string, string>) =>
  (
    await fetch(`${t.url}/api/payment/koko/notify`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    })
  ).status;

const cardNotify = async (ref: string, headers: Record<string, string>) =>
  (await post(`${t.url}/api/payment/card/notify`, { order: { id: ref } }, headers)).status;

const cancel = (orderId: string) =>
  transaction(t.database.db, (tx) => changeStatus(tx, orderId, 'cancelled'));

describe('attacks on card payments', () => {
  it('a forged return (a random result indicator) confirms nothing', async () => {
    const { orderId, ref } = await cardAttempt(t);
    for (let i = 0; i < 5; i++) {
      const indicator = randomBytes(8).toString('hex');
      const page = await redirectOf(
        `${t.url}/api/payment/card/return?ref=${ref}&resultIndicator=${indicator}`,
      );
      expect(page.searchParams.get('status')).toBe('FAILED');
    }
    expect(await orderStatus(t, orderId)).toBe('pending');
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).not.toContain('succeeded');
  });

  it('a notification without the secret, or with a wrong one, is refused even once paid', async () => {
    const { orderId, sessionId, ref } = await cardAttempt(t);
    // Paid at the gateway, so only the secret stands between the request and a confirmation.
    await t.database.pool.query(
      "UPDATE sandbox_card_sessions SET outcome = 'approved' WHERE id = $1",
      [sessionId],
    );
    expect(await cardNotify(ref, {})).toBe(401);
    expect(await cardNotify(ref, { 'x-notification-secret': 'wrong-secret-0123456789' })).toBe(401);
    const secret = t.app.providers.mpgsNotificationSecret;
    expect(await cardNotify(ref, { 'x-notification-secret': `${secret}x` })).toBe(401);
    expect(await orderStatus(t, orderId)).toBe('pending');
    expect(await cardNotify(ref, { 'x-notification-secret': secret })).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });

  it('a replayed genuine approval confirms once', async () => {
    const { orderId, sessionId, ref } = await cardAttempt(t);
    for (let i = 0; i < 3; i++) {
      const back = await redirectOf(`${t.url}/sandbox/card/pay/${sessionId}/approve`, {
        method: 'POST',
        body: new URLSearchParams(),
      });
      const pages = await Promise.all(Array.from({ length: 4 }, () => redirectOf(back.toString())));
      for (const page of pages) expect(page.searchParams.get('status')).toBe('SUCCESS');
    }
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'succeeded' }]);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });

  it('a late approval for a cancelled order is kept for a refund, the order stays cancelled', async () => {
    const { orderId, sessionId, product } = await cardAttempt(t);
    await cancel(orderId);
    const back = await redirectOf(`${t.url}/sandbox/card/pay/${sessionId}/approve`, {
      method: 'POST',
      body: new URLSearchParams(),
    });
    expect((await redirectOf(back.toString())).searchParams.get('status')).toBe('FAILED');
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).toEqual(['refund_due']);
    expect(await stockOf(t.database.pool, product.id)).toBe(5);
  });
});

describe('attacks on KOKO payments', () => {
  it('a response with a bad signature is refused', async () => {
    const { orderId, ref } = await kokoAttempt(t);
    const genuine = kokoResponse(ref, 'SUCCESS');
    const bad = [
      { ...genuine, signature: 'forged' },
      { ...genuine, signature: randomBytes(256).toString('base64') },
      { ...genuine, signature: '' },
      { ...genuine, signature: kokoResponse(ref, 'SUCCESS').signature }, // another trnId's
    ];
    for (const fields of bad) expect(await kokoNotify(fields)).toBe(400);
    expect(await orderStatus(t, orderId)).toBe('pending');
  });

  it('a tampered status (signed FAILED, sent SUCCESS) is refused', async () => {
    const { orderId, ref } = await kokoAttempt(t);
    const failed = kokoResponse(ref, 'FAILED');
    expect(await kokoNotify({ ...failed, status: 'SUCCESS' })).toBe(400);
    expect(await kokoNotify({ ...failed, orderId: randomBytes(16).toString('hex') })).toBe(400);
    expect(await orderStatus(t, orderId)).toBe('pending');
  });

  it('a replayed genuine response, also many at once, confirms once', async () => {
    const { orderId, ref } = await kokoAttempt(t);
    const genuine = kokoResponse(ref, 'SUCCESS');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => kokoNotify(genuine)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await kokoNotify(genuine)).toBe(200);
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'succeeded' }]);
    expect(await orderStatus(t, orderId)).toBe('confirmed');
  });

  it('a late genuine response for a cancelled order is kept for a refund', async () => {
    const { orderId, ref, product } = await kokoAttempt(t);
    await cancel(orderId);
    expect(await kokoNotify(kokoResponse(ref, 'SUCCESS'))).toBe(200);
    expect(await orderStatus(t, orderId)).toBe('cancelled');
    expect(await paymentsOf(t, orderId)).toEqual([{ id: ref, status: 'refund_due' }]);
    expect(await stockOf(t.database.pool, product.id)).toBe(5);
  });
});
