import { describe, expect } from 'vitest';
import {
  ContentPagesSchema,
  DEFAULT_SPECIAL_DEAL_SLUG,
  PublicConfigSchema,
  ShopSettingsAnswerSchema,
  SpecialDealSchema,
} from '@avstore/core';
import { call } from '../helpers/admin';
import type { TestApp } from '../helpers/test-app';
import { appTest, type Admin } from '../fixtures';

// A fresh shop's own texts (About, the policies, Home's banners and Special Deals) in Sinhala and
// Tamil before the owner writes any (issue #30): the store's defaults come with their translations.

/** The demo catalogue, which holds the default Special Deal's product. */
const it = appTest({ seed: true });

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const ENGLISH_TITLES = ['Live sound', 'Mixing desks', 'Studio & recording'];
const LINKS = [
  '/shop?category=Speakers',
  '/shop?category=Mixers',
  '/shop?category=Studio%20Equipment',
];

const getJson = async (t: TestApp, path: string) => {
  const res = await fetch(`${t.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.json() as Promise<unknown>;
};
const pages = async (t: TestApp, query = '') =>
  ContentPagesSchema.parse(await getJson(t, `/api/content/pages${query}`));
const banners = async (t: TestApp, query = '') =>
  PublicConfigSchema.parse(await getJson(t, `/api/config${query}`)).banners;
const deal = async (t: TestApp, query = '') =>
  SpecialDealSchema.parse(await getJson(t, `/api/content/special-deal${query}`));
const settings = async (t: TestApp, admin: Admin) =>
  ShopSettingsAnswerSchema.parse((await call(t, 'GET', '/api/admin/settings', admin.token)).body);

/** Every text of a page answer, paragraph by paragraph. */
const paragraphsOf = (answer: Awaited<ReturnType<typeof pages>>) =>
  [answer.about, answer.refundPolicy, answer.privacyPolicy, answer.terms].flat();

describe("a fresh shop's own texts in Sinhala and Tamil (issue #30)", () => {
  it('About and the policies are answered in the language asked, paragraph for paragraph', async ({
    t,
  }) => {
    const english = await pages(t);
    expect(english.refundPolicy[0]).toMatch(/^Returns are accepted within 7 days of delivery/);
    expect(english.about).toHaveLength(4);
    for (const [query, script] of [
      ['?lang=si', SINHALA],
      ['?lang=ta', TAMIL],
    ] as const) {
      const answer = await pages(t, query);
      expect(answer).not.toHaveProperty('translations');
      for (const key of ['about', 'refundPolicy', 'privacyPolicy', 'terms'] as const)
        expect(answer[key], `${query} ${key}`).toHaveLength(english[key].length);
      for (const paragraph of paragraphsOf(answer)) expect(paragraph, query).toMatch(script);
    }
    expect((await pages(t, '?lang=si')).refundPolicy[0]).toContain('දින 7ක්');
    expect((await pages(t, '?lang=ta')).refundPolicy[0]).toContain('7 நாட்களுக்குள்');
    expect(await pages(t, '?lang=en')).toEqual(english);
  });

  it("Home's banners: their words in the language, their links as they are", async ({ t }) => {
    const english = await banners(t);
    expect(english.map((b) => b.title)).toEqual(ENGLISH_TITLES);
    expect(english.map((b) => b.buttonText)).toEqual(['Browse', 'Browse', 'Browse']);
    for (const [query, script] of [
      ['?lang=ta', TAMIL],
      ['?lang=si', SINHALA],
    ] as const) {
      const shown = await banners(t, query);
      expect(shown.map((b) => b.link)).toEqual(LINKS);
      for (const banner of shown) {
        expect(banner).not.toHaveProperty('translations');
        for (const words of [banner.title, banner.text, banner.buttonText])
          expect(words, query).toMatch(script);
      }
    }
    expect((await banners(t, '?lang=ta'))[0]!.buttonText).toBe('பார்வையிடுக');
  });

  it('Special Deals: the default product with its words in the language', async ({ t }) => {
    const english = await deal(t);
    expect(english.product?.slug).toBe(DEFAULT_SPECIAL_DEAL_SLUG);
    expect(english.title).toBe('A 250-watt PA that runs on battery');
    expect(english.note).toBe('Sign in and use code SPECIAL10 for 10% off.');
    for (const [query, script] of [
      ['?lang=si', SINHALA],
      ['?lang=ta', TAMIL],
    ] as const) {
      const shown = await deal(t, query);
      expect(shown.product?.slug).toBe(DEFAULT_SPECIAL_DEAL_SLUG);
      expect(shown.points).toHaveLength(english.points.length);
      for (const words of [shown.title, ...shown.points, shown.note])
        expect(words, query).toMatch(script);
      expect(shown.note).toContain('SPECIAL10');
    }
  });

  it('the back office reads them beside the English; a shop saved without them stays English', async ({
    t,
    admin,
  }) => {
    const fresh = await settings(t, admin);
    expect(fresh.version).toBe(1);
    expect(fresh.pages.translations?.si?.about).toEqual((await pages(t, '?lang=si')).about);
    expect(fresh.home.banners[1]!.translations?.ta?.title).toMatch(TAMIL);
    expect(fresh.home.specialDeal.translations?.si?.title).toMatch(SINHALA);

    // As a shop saved before the defaults had translations: its row is its own, and is kept.
    const { updatedAt: _updatedAt, ...body } = structuredClone(fresh);
    delete body.pages.translations;
    delete body.home.specialDeal.translations;
    for (const banner of body.home.banners) delete banner.translations;
    expect((await call(t, 'PUT', '/api/admin/settings', admin.token, body)).status).toBe(200);
    // The saving instance reads its settings again at once (SettingsStore.update).
    expect((await pages(t, '?lang=ta')).about).toEqual(fresh.pages.about);
    expect((await banners(t, '?lang=si')).map((b) => b.title)).toEqual(ENGLISH_TITLES);
    expect((await deal(t, '?lang=si')).title).toBe(fresh.home.specialDeal.title);
  });
});
