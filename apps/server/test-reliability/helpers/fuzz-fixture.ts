import sharp from 'sharp';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { PASSWORD, post, signUp } from '../../test/helpers/accounts';
import { signInAdmin } from '../../test/helpers/admin';
import { insertProduct, orderBody } from '../../test/helpers/catalogue';
import { paymentsOf } from '../../test/helpers/payments';
import { expectNoNegativeStock, expectOrdersWhole } from './database';
import { ErrorLog } from './error-log';
import type { Tokens } from './fuzz-requests';
import type { Fixture } from './fuzz-routes';

/** The app a fuzz suite sends its requests to, what it knows of it, and the errors it logged. */
export interface FuzzTarget {
  t: TestApp;
  f: Fixture;
  tokens: Tokens;
  errors: ErrorLog;
}

/**
 * The file's app with `env`, its log read for errors, and the fixture's rows and tokens: made
 * before the file's first test, closed after its last (the fields are set by then).
 */
export function fuzzTarget(env: Record<string, string>): FuzzTarget {
  const target = { errors: new ErrorLog() } as FuzzTarget;
  beforeAll(async () => {
    target.t = await createTestApp({ env, logStream: target.errors });
    ({ fixture: target.f, tokens: target.tokens } = await createFixture(target.t));
  });
  afterAll(() => target.t?.close());
  return target;
}

/** What a fuzz run must leave: a healthy store, no stock below zero, every order whole. */
export async function expectLeftWhole(t: TestApp): Promise<void> {
  expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  await expectNoNegativeStock(t.database.connection);
  await expectOrdersWhole(t.database.connection);
}

/** Real accounts, orders, payment attempts, a message and an image, and tokens good and bad. */
export async function createFixture(t: TestApp): Promise<{ fixture: Fixture; tokens: Tokens }> {
  const customer = await signUp(t.url);
  const admin = await signInAdmin(t);
  const product = await insertProduct(t.database.pool, {
    stock: 1_000,
    promoCode: 'SAVE10',
    promoDiscount: 10,
  });
  const headers = { authorization: `Bearer ${customer.token}` };
  const order = async (paymentMethod: 'cash' | 'card' | 'koko') =>
    (await post(`${t.url}/api/orders`, orderBody([{ product }], { paymentMethod }), headers)).body
      .id as string;
  const orders = {
    cash: await order('cash'),
    card: await order('card'),
    koko: await order('koko'),
  };
  const amount = product.price.toFixed(2);
  const session = await post(
    `${t.url}/api/payment/create-session`,
    { orderId: orders.card, amount },
    headers,
  );
  const koko = await post(
    `${t.url}/api/payment/create-koko-payment`,
    { orderId: orders.koko, amount, currency: 'LKR' },
    headers,
  );
  expect([session.status, koko.status]).toEqual([200, 200]);
  const message = await post(`${t.url}/api/contact`, {
    name: 'Nimal',
    email: 'nimal@example.lk',
    message: 'Hello',
  });
  // Stored as an upload was before pictures were processed: made into variants at its first request.
  const image = await t.database.pool.query<{ id: string }>(
    "INSERT INTO images (content_type, bytes) VALUES ('image/png', $1) RETURNING id",
    [
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    ],
  );
  const sandbox = t.app.providers.sandbox!;
  const sandboxBasic = `Basic ${Buffer.from(`merchant.${sandbox.mpgsMerchantId}:${sandbox.mpgsPassword}`).toString('base64')}`;
  const fixture: Fixture = {
    customer: { email: customer.email, token: customer.token },
    adminToken: admin.token,
    product,
    spareProductId: (await insertProduct(t.database.pool)).id,
    orders,
    cardRef: (await paymentsOf(t, orders.card))[0]!.id,
    cardSession: session.body.sessionId as string,
    kokoRef: (await paymentsOf(t, orders.koko))[0]!.id,
    messageId: message.body.id as string,
    imageId: image.rows[0]!.id,
    merchantId: sandbox.mpgsMerchantId,
    sandboxBasic,
    notificationSecret: t.app.providers.mpgsNotificationSecret,
    kokoMerchantId: t.app.providers.koko.merchantId,
    kokoApiKey: t.app.providers.koko.apiKey,
    kokoPrivateKey: sandbox.kokoPrivateKey,
    merchantPrivateKey: t.app.providers.koko.privateKey,
    kokoForm: Object.fromEntries(
      (koko.body.formFields as { name: string; value: string }[]).map((x) => [x.name, x.value]),
    ),
  };

  const now = Math.floor(Date.now() / 1000);
  const claims = { role: 'admin', ver: 0 };
  const jwt = (secret: string, exp: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.user.id)
      .setIssuer('avstore')
      .setIssuedAt(exp - 3_600)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  const [header, , signature] = customer.token.split('.');
  const elevated = Buffer.from(JSON.stringify({ ...claims, sub: customer.user.id })).toString(
    'base64url',
  );
  const spare = await post(`${t.url}/api/auth/login`, {
    email: customer.email,
    password: PASSWORD,
  });
  const tokens: Tokens = {
    customer: customer.token,
    spare: spare.body.token as string,
    admin: admin.token,
    expired: await jwt(t.config.JWT_SECRET!, now - 60),
    wrongSecret: await jwt('another-secret-that-is-long-enough-0123456789', now + 3_600),
    algNone: new UnsecuredJWT(claims)
      .setSubject(customer.user.id)
      .setIssuer('avstore')
      .setExpirationTime('1h')
      .encode(),
    // The customer's own signature on claims that make them an admin.
    forged: `${header}.${elevated}.${signature}`,
    sandboxBasic,
  };
  return { fixture, tokens };
}
