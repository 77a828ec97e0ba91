import pino from 'pino';
import { describe, expect } from 'vitest';
import { PublicConfigSchema } from '@avstore/core';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/database';
import { it } from '../fixtures';

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async ({ t }) => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const logger = pino({ level: 'silent' });
    const database = connect(
      { host: '/nonexistent-socket-dir', database: 'none', connectionTimeoutMillis: 500 },
      logger,
    );
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('GET /api/config', () => {
  it('gives the page the shop details and no secrets', async ({ t }) => {
    const res = await fetch(`${t.url}/api/config`);
    expect(res.status).toBe(200);
    const body = PublicConfigSchema.parse(await res.json());
    expect(body.paymentMode).toBe('sandbox');
    expect(body.emailjs).toBeNull();
    expect(body.cardCheckoutScriptUrl).toBe('/sandbox/card/checkout.min.js');
    expect(body.shopHours).toBe('Monday to Saturday, 9.00 am to 6.00 pm');
    expect(body.deliveryCountries).toEqual(['Sri Lanka']);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/secret|password|DATABASE/i);
  });
});
