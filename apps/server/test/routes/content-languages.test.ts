import { describe, expect } from 'vitest';
import {
  ContentPagesSchema,
  PublicConfigSchema,
  ShopSettingsAnswerSchema,
  SpecialDealSchema,
  type ShopSettingsAnswer,
} from '@avstore/core';
import { call } from '../helpers/admin';
import { insertProduct } from '../helpers/catalogue';
import type { TestApp } from '../helpers/test-app';
import { it, type Admin } from '../fixtures';

const TAMIL_ABOUT = 'நாங்கள் கொழும்பில் உள்ள ஒலி, ஒளி உபகரணக் கடை.';

const read = async (t: TestApp, admin: Admin) =>
  ShopSettingsAnswerSchema.parse((await call(t, 'GET', '/api/admin/settings', admin.token)).body);

/** The settings as read, with `change` made, saved as the back office saves them. */
async function save(t: TestApp, admin: Admin, change: (s: ShopSettingsAnswer) => void) {
  const copy = structuredClone(await read(t, admin));
  change(copy);
  const { updatedAt: _updatedAt, ...body } = copy;
  const res = await call(t, 'PUT', '/api/admin/settings', admin.token, body);
  expect(res.status).toBe(200);
  return ShopSettingsAnswerSchema.parse(res.body);
}

const getJson = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
};

describe("the owner's banners, About text and policies in Sinhala and Tamil (issue #30)", () => {
  it('are kept by the back office and answered in the language asked, English where empty', async ({
    t,
    admin,
  }) => {
    const saved = await save(t, admin, (s) => {
      s.pages.translations = {
        ta: { about: [` ${TAMIL_ABOUT} `, ''], refundPolicy: [], privacyPolicy: [], terms: [] },
      };
      s.home.banners[0]!.translations = {
        si: { title: 'සජීවී ශබ්දය', text: '', buttonText: 'බලන්න' },
      };
    });
    expect(saved.pages.translations?.ta?.about).toEqual([TAMIL_ABOUT]);

    const tamil = ContentPagesSchema.parse(await getJson(`${t.url}/api/content/pages?lang=ta`));
    expect(tamil.about).toEqual([TAMIL_ABOUT]);
    expect(tamil.refundPolicy).toEqual(saved.pages.refundPolicy);
    expect(tamil).not.toHaveProperty('translations');
    const sinhala = ContentPagesSchema.parse(await getJson(`${t.url}/api/content/pages?lang=si`));
    expect(sinhala.about).toEqual(saved.pages.about);
    const english = ContentPagesSchema.parse(await getJson(`${t.url}/api/content/pages`));
    expect(english.about).toEqual(saved.pages.about);

    const config = PublicConfigSchema.parse(await getJson(`${t.url}/api/config?lang=si`));
    expect(config.banners[0]).toMatchObject({
      title: 'සජීවී ශබ්දය',
      text: saved.home.banners[0]!.text,
      buttonText: 'බලන්න',
    });
    expect(config.banners[0]).not.toHaveProperty('translations');
    const inEnglish = PublicConfigSchema.parse(await getJson(`${t.url}/api/config`));
    expect(inEnglish.banners[0]!.title).toBe(saved.home.banners[0]!.title);
  });

  it('refuses a language the shop does not speak, and a translation too long', async ({
    t,
    admin,
  }) => {
    const res = await fetch(`${t.url}/api/content/pages?lang=de`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(
      "lang must be 'en', 'si' or 'ta'.",
    );
    const copy = structuredClone(await read(t, admin));
    copy.home.banners[0]!.translations = {
      ta: { title: 'அ'.repeat(61), text: '', buttonText: '' },
    };
    const { updatedAt: _updatedAt, ...body } = copy;
    const refused = await call(t, 'PUT', '/api/admin/settings', admin.token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('The banner title must be at most 60 characters.');
  });

  it("Home's Special Deals: its words in the language asked, English where empty", async ({
    t,
    admin,
  }) => {
    const product = await insertProduct(t.database.pool, { stock: 3 });
    await save(t, admin, (s) => {
      s.home.specialDeal = {
        productId: product.id,
        title: 'A mixer on battery',
        points: ['Ten channels', 'Bluetooth'],
        note: 'Use SPECIAL10.',
        translations: { ta: { title: 'பேட்டரியில் இயங்கும் மிக்சர்', points: [], note: '' } },
      };
    });
    const deal = async (query: string) =>
      SpecialDealSchema.parse(await getJson(`${t.url}/api/content/special-deal${query}`));
    expect(await deal('?lang=ta')).toMatchObject({
      title: 'பேட்டரியில் இயங்கும் மிக்சர்',
      points: ['Ten channels', 'Bluetooth'],
      note: 'Use SPECIAL10.',
    });
    expect((await deal('?lang=si')).title).toBe('A mixer on battery');
    expect((await deal('')).title).toBe('A mixer on battery');
  });
});
