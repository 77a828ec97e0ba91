import fs from 'node:fs';
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect } from 'vitest';
import {
  ContentPagesSchema,
  PublicConfigSchema,
  ShopSettingsAnswerSchema,
  SpecialDealSchema,
  UploadedPictureSchema,
  type ShopSettingsAnswer,
} from '@avstore/core';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/database';
import { followSettings } from '../../src/db/follow-settings';
import { serverEntryOf } from '../../src/plugins/product-pages';
import { defaultWebRoot } from '../../src/server';
import { signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { mailsAbout, pdfText } from '../helpers/mail';
import { freePort } from '../helpers/server-process';
import type { TestApp } from '../helpers/test-app';
import { appTest, type Admin } from '../fixtures';
import { bearer } from '../helpers/accounts';

const webRoot = defaultWebRoot();
const it = appTest({ webRoot });

beforeAll(() => {
  // Home is rendered by the built web app's server entry, which `npm run build` makes.
  if (!fs.existsSync(serverEntryOf(webRoot)))
    throw new Error('the web app is not built: run npm run build before these tests');
});

const read = async (t: TestApp, admin: Admin) =>
  ShopSettingsAnswerSchema.parse((await call(t, 'GET', '/api/admin/settings', admin.token)).body);
const save = (t: TestApp, admin: Admin, body: unknown) =>
  call(t, 'PUT', '/api/admin/settings', admin.token, body);
const getJson = async (url: string) => (await fetch(url)).json() as Promise<unknown>;
const publicConfig = async (url: string) =>
  PublicConfigSchema.parse(await getJson(`${url}/api/config`));
const specialDeal = async (t: TestApp) =>
  SpecialDealSchema.parse(await getJson(`${t.url}/api/content/special-deal`));
/** The server-rendered Home's markup, without the comments React puts between texts. */
const home = async (url: string) =>
  (await (await fetch(`${url}/`)).text()).replaceAll('<!-- -->', '');

/**
 * Pages follow the catalogue's stock by a check once a second and the settings by NOTIFY: soon,
 * on a busy machine within seconds.
 */
const SOON = { timeout: 15_000 };

/** The settings as read, with `change` made, ready to save. */
function edited(current: ShopSettingsAnswer, change: (s: ShopSettingsAnswer) => void) {
  const copy = structuredClone(current);
  change(copy);
  const { updatedAt: _updatedAt, ...body } = copy;
  return body;
}

describe('the shop settings (GET, PUT /api/admin/settings)', () => {
  it('start from the environment and the store’s own texts, at version 1', async ({ t, admin }) => {
    const settings = await read(t, admin);
    expect(settings.version).toBe(1);
    expect(settings.updatedAt).toBeNull();
    expect(settings.shop).toMatchObject({ name: t.config.SHOP_NAME, phone: t.config.SHOP_PHONE });
    expect(settings.bank).toBeNull();
    expect(settings.home.banners.map((b) => b.title)).toEqual([
      'Live sound',
      'Mixing desks',
      'Studio & recording',
    ]);
    expect(settings.pages.refundPolicy[0]).toContain('within 7 days');
  });

  it('are saved, audited, and read at once by /api/config, the About page and the rendered Home', async ({
    t,
    admin,
  }) => {
    const before = await read(t, admin);
    const body = edited(before, (s) => {
      s.shop.name = 'Kandy Sound House';
      s.shop.phone = '+94 81 222 3333';
      s.shop.whatsapp = '+94 77 765 4321';
      s.bank = {
        bank: 'Commercial Bank',
        branch: 'Kandy',
        accountName: 'Kandy Sound House (Pvt) Ltd',
        accountNumber: '8001234567',
      };
      s.home.banners = [
        {
          picture: null,
          title: 'Wedding season sound',
          text: 'Speakers and wireless microphones for the hall.',
          link: '/shop?category=Speakers',
          buttonText: 'See the speakers',
        },
      ];
      s.pages.about = ['We are a family shop in Kandy.', 'Open since 1998.'];
    });
    const res = await save(t, admin, body);
    expect(res.status).toBe(200);
    const saved = ShopSettingsAnswerSchema.parse(res.body);
    expect(saved.version).toBe(before.version + 1);
    expect(saved.shop.whatsapp).toBe('94777654321');

    const config = await publicConfig(t.url);
    expect(config).toMatchObject({
      shopName: 'Kandy Sound House',
      shopPhone: '+94 81 222 3333',
      whatsapp: '94777654321',
      bank: { bank: 'Commercial Bank', accountNumber: '8001234567' },
    });
    expect(config.banners.map((b) => b.title)).toEqual(['Wedding season sound']);
    const pages = ContentPagesSchema.parse(await getJson(`${t.url}/api/content/pages`));
    expect(pages.about).toEqual(['We are a family shop in Kandy.', 'Open since 1998.']);

    const page = await home(t.url);
    expect(page).toContain('<title>Kandy Sound House');
    expect(page).toContain('Welcome to Kandy Sound House');
    expect(page).toContain('Wedding season sound');
    expect(page).toContain('href="/shop?category=Speakers"');
    expect(page).toContain('+94 81 222 3333'); // the footer's phone
    expect(page).not.toContain('Mixing desks');

    const audit = await call(t, 'GET', '/api/admin/audit', admin.token);
    const entry = audit.body.items!.find((e) => e.action === 'settings.update')!;
    expect(entry).toMatchObject({ actorEmail: admin.email, entity: 'settings' });
    expect(entry.before).toMatchObject({ shop: { name: t.config.SHOP_NAME }, bank: null });
    expect(entry.after).toMatchObject({ shop: { name: 'Kandy Sound House' } });
    // Only the parts changed: the policies were not.
    expect(Object.keys(entry.after as object).sort()).toEqual(['bank', 'home', 'pages', 'shop']);
  });

  it('take an uploaded picture for a banner and the logo, shown once saved', async ({
    t,
    admin,
  }) => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#c03020' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'banner.jpg');
    const res = await fetch(`${t.url}/api/admin/settings/pictures`, {
      method: 'POST',
      headers: admin.headers,
      body: form,
    });
    expect(res.status).toBe(201);
    const { picture } = UploadedPictureSchema.parse(await res.json());
    expect(picture).toMatchObject({ width: 1200, height: 800 });
    const saved = await save(
      t,
      admin,
      edited(await read(t, admin), (s) => {
        s.shop.logo = picture;
        s.home.banners[0]!.picture = picture;
      }),
    );
    expect(saved.status).toBe(200);
    const config = await publicConfig(t.url);
    expect(config.banners[0]!.picture?.id).toBe(picture.id);
    expect(config.logoUrl).toBe(`/media/${picture.id}/320.webp`);
    const logo = await fetch(`${t.url}${config.logoUrl}`);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    const refused = await fetch(`${t.url}/api/admin/settings/pictures`, {
      method: 'POST',
      headers: admin.headers,
      body: (() => {
        const f = new FormData();
        f.append('file', new Blob(['not a picture'], { type: 'text/plain' }), 'notes.txt');
        return f;
      })(),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(((await refused.json()) as { message: string }).message).toBeTruthy();
  });

  it('refuse a save from settings read before another save: 409, nothing changed', async ({
    t,
    admin,
  }) => {
    const stale = await read(t, admin);
    const first = await save(
      t,
      admin,
      edited(stale, (s) => void (s.shop.hours = 'Every day, 8 to 8')),
    );
    expect(first.status).toBe(200);
    const second = await save(
      t,
      admin,
      edited(stale, (s) => void (s.shop.name = 'Lost Change')),
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'The settings were changed by someone else. Reload them and make your change again.',
    );
    const now = await read(t, admin);
    expect(now.shop.hours).toBe('Every day, 8 to 8');
    expect(now.shop.name).not.toBe('Lost Change');
  });

  it('refuse bad input with 400 and a message naming what is wrong', async ({ t, admin }) => {
    const current = await read(t, admin);
    const cases: [(s: ShopSettingsAnswer) => void, RegExp][] = [
      [(s) => void (s.shop.name = '  '), /Enter the shop name/],
      [(s) => void (s.shop.email = 'not-an-address'), /valid e-mail/],
      [(s) => void (s.shop.whatsapp = 'call us'), /WhatsApp number with its country code/],
      [
        (s) => void (s.home.banners[0]!.link = 'https://elsewhere.example/x'),
        /Link to a page of the shop/,
      ],
      [
        (s) => void (s.home.banners[0]!.link = '//elsewhere.example/x'),
        /Link to a page of the shop/,
      ],
      [(s) => void (s.pages.terms = ['', ' ']), /Write the Terms and Conditions/],
      [
        (s) => void (s.home.specialDeal.productId = 'not-a-uuid'),
        /Choose a product that is on sale/,
      ],
    ];
    for (const [change, message] of cases) {
      const res = await save(t, admin, edited(current, change));
      expect(res.status, String(message)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const unknown = await save(
      t,
      admin,
      edited(
        current,
        (s) => void (s.home.specialDeal.productId = '00000000-0000-4000-8000-000000000000'),
      ),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Choose a product that is on sale.');
    expect((await read(t, admin)).version).toBe(current.version);
  });

  it('are the owner’s alone: 401 without a token, 403 for a shopper', async ({ t }) => {
    expect((await call(t, 'GET', '/api/admin/settings')).status).toBe(401);
    const shopper = await signUp(t);
    expect((await call(t, 'GET', '/api/admin/settings', shopper.token)).status).toBe(403);
    expect((await call(t, 'PUT', '/api/admin/settings', shopper.token, {})).status).toBe(403);
  });

  it('reach a second instance on the same database at once', async ({ t, admin }) => {
    const logger = pino({ level: 'silent' });
    const database = connect(t.database.connection, logger);
    const other = await buildApp({ config: t.config, database, logger });
    const listener = followSettings(t.database.connection, other.services.settings.store, logger);
    await listener.listening;
    const port = await freePort();
    await other.listen({ host: '127.0.0.1', port });
    const otherUrl = `http://127.0.0.1:${port}`;
    try {
      const before = (await publicConfig(otherUrl)).shopName;
      const res = await save(
        t,
        admin,
        edited(await read(t, admin), (s) => void (s.shop.name = `${before} Two`)),
      );
      expect(res.status).toBe(200);
      // The other instance hears the save's NOTIFY; a request arriving first may still see the old.
      await expect
        .poll(async () => (await publicConfig(otherUrl)).shopName, SOON)
        .toBe(`${before} Two`);
    } finally {
      await other.close();
      await listener.close();
      await database.close();
    }
  });
});

describe("the shop's details in its documents", () => {
  it("name the shop as set in the order's mail and receipt", async ({
    t,
    admin,
    shopper,
    placeOrder,
  }) => {
    const saved = await save(
      t,
      admin,
      edited(await read(t, admin), (s) => {
        s.shop.name = 'Galle Road Sound Co';
        s.shop.phone = '+94 91 555 0101';
      }),
    );
    expect(saved.status).toBe(200);
    const product = await insertProduct(t.database.pool, { name: 'Receipt Named Mixer' });
    const placed = await placeOrder(
      orderBody([{ product }], { deliveryMethod: 'pickup', paymentMethod: 'cash' }),
    );
    expect(placed.status).toBe(201);
    const id = placed.body.id as string;

    const receipt = await fetch(`${t.url}/api/orders/${id}/receipt.pdf`, {
      headers: bearer(shopper.token),
    });
    expect(receipt.status).toBe(200);
    const text = await pdfText(new Uint8Array(await receipt.arrayBuffer()));
    expect(text).toContain('Galle Road Sound Co');
    expect(text).toContain('+94 91 555 0101');

    const mails = await mailsAbout(t, id);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).toContain('Galle Road Sound Co');
  });
});

describe("Home's Special Deals (GET /api/content/special-deal)", () => {
  it('shows the chosen product, and the next featured product in stock once it is sold out or archived', async ({
    t,
    admin,
  }) => {
    const chosen = await insertProduct(t.database.pool, { name: 'Chosen Deal Speaker', stock: 4 });
    const spare = await insertProduct(t.database.pool, {
      name: 'Featured Spare Mixer',
      featured: true,
      stock: 3,
    });
    await insertProduct(t.database.pool, { name: 'Featured Sold Out', featured: true, stock: 0 });
    const res = await save(
      t,
      admin,
      edited(await read(t, admin), (s) => {
        s.home.specialDeal = {
          productId: chosen.id,
          title: 'Our speaker of the month',
          points: ['Loud', 'Light'],
          note: 'While stocks last.',
        };
      }),
    );
    expect(res.status).toBe(200);
    expect(await specialDeal(t)).toMatchObject({
      product: { id: chosen.id, name: 'Chosen Deal Speaker' },
      title: 'Our speaker of the month',
      points: ['Loud', 'Light'],
      note: 'While stocks last.',
    });
    await expect.poll(() => home(t.url), SOON).toContain('Our speaker of the month');

    await t.database.pool.query('UPDATE products SET stock = 0 WHERE id = $1', [chosen.id]);
    const soldOut = await specialDeal(t);
    // The spare under its own name, without the chosen product's words.
    expect(soldOut).toEqual({
      product: expect.objectContaining({ id: spare.id }),
      title: 'Featured Spare Mixer',
      points: [],
      note: '',
    });
    await expect.poll(() => home(t.url), SOON).not.toContain('Our speaker of the month');
    expect(await home(t.url)).toMatch(/id="special-deals"[^>]*>Featured Spare Mixer</);

    await t.database.pool.query(
      'UPDATE products SET stock = 5, archived_at = now() WHERE id = $1',
      [chosen.id],
    );
    expect((await specialDeal(t)).product?.id).toBe(spare.id);

    // Nothing featured in stock: no product, and Home leaves the block out.
    await t.database.pool.query('UPDATE products SET stock = 0 WHERE id = $1', [spare.id]);
    expect((await specialDeal(t)).product).toBeNull();
    await expect.poll(() => home(t.url), SOON).not.toContain('id="special-deals"');
  });
});
