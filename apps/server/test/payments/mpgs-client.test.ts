import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MpgsClient, MpgsError } from '../../src/services/payments/mpgs-client';

interface Seen {
  method: string;
  url: string;
  authorization: string;
  body: Record<string, unknown>;
}

/** A stand-in for the live gateway that speaks its documented REST contract (docs/architecture.md#card-gateway). */
let server: http.Server;
let base: string;
const seen: Seen[] = [];
let orderAnswer: Record<string, unknown> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization ?? '',
        body: data ? JSON.parse(data) : {},
      });
      res.setHeader('content-type', 'application/json');
      if (
        req.headers.authorization !==
        `Basic ${Buffer.from('merchant.TESTSHOP01:api-secret').toString('base64')}`
      ) {
        res.statusCode = 401;
        return res.end(
          JSON.stringify({
            result: 'ERROR',
            error: { cause: 'REQUEST_REJECTED', explanation: 'Invalid credentials.' },
          }),
        );
      }
      if (req.url!.endsWith('/session')) {
        res.statusCode = 201;
        return res.end(
          JSON.stringify({
            merchant: 'TESTSHOP01',
            result: 'SUCCESS',
            session: {
              id: 'SESSION0002561575526H6901242G59',
              updateStatus: 'SUCCESS',
              version: '0bd6923c01',
            },
            successIndicator: '2a149e4aed1d4818',
          }),
        );
      }
      res.end(JSON.stringify(orderAnswer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (password = 'api-secret') =>
  new MpgsClient({ baseUrl: base, merchantId: 'TESTSHOP01', password, version: 100 });

describe('MpgsClient (the live card adapter)', () => {
  it('initiates checkout with the documented request and Basic auth merchant.{id}', async () => {
    const session = await client().initiateCheckout({
      orderReference: 'b7e0d0f2-0000-4000-8000-000000000001',
      amount: '1234.50',
      description: 'Order #B7E0D0F2',
      returnUrl: 'https://shop.example.lk/api/payment/card/return?ref=b7e0',
      merchantName: 'Lanka Pro Audio',
    });
    expect(session).toEqual({
      sessionId: 'SESSION0002561575526H6901242G59',
      successIndicator: '2a149e4aed1d4818',
    });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/rest/version/100/merchant/TESTSHOP01/session');
    expect(request.body).toMatchObject({
      apiOperation: 'INITIATE_CHECKOUT',
      interaction: {
        operation: 'PURCHASE',
        returnUrl: 'https://shop.example.lk/api/payment/card/return?ref=b7e0',
        merchant: { name: 'Lanka Pro Audio' },
      },
      order: {
        id: 'b7e0d0f2-0000-4000-8000-000000000001',
        amount: '1234.50',
        currency: 'LKR',
        description: 'Order #B7E0D0F2',
      },
    });
    expect(client().checkoutScriptUrl).toBe(`${base}/static/checkout/checkout.min.js`);
  });

  it('reads the gateway order record', async () => {
    orderAnswer = {
      id: 'ref-1',
      result: 'SUCCESS',
      status: 'CAPTURED',
      amount: 1234.5,
      currency: 'LKR',
    };
    expect(await client().retrieveOrder('ref-1')).toEqual({
      result: 'SUCCESS',
      status: 'CAPTURED',
      amount: 1234.5,
      currency: 'LKR',
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/rest/version/100/merchant/TESTSHOP01/order/ref-1',
    });
    orderAnswer = {
      result: 'ERROR',
      error: { cause: 'INVALID_REQUEST', explanation: 'Unable to find order' },
    };
    expect(await client().retrieveOrder('nope')).toBeUndefined();
  });

  it('fails plainly on rejected credentials', async () => {
    await expect(
      client('wrong').initiateCheckout({
        orderReference: 'x',
        amount: '1.00',
        description: 'd',
        returnUrl: 'https://x',
        merchantName: 'm',
      }),
    ).rejects.toBeInstanceOf(MpgsError);
  });
});
