import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNERS, DEFAULT_PAGES, DEFAULT_SPECIAL_DEAL } from './default-content';
import { ShopPathSchema, ShopSettingsSchema, WhatsappNumberSchema } from './shop-settings';

const SETTINGS = {
  shop: {
    name: ' Lanka Pro Audio ',
    logo: null,
    address: 'No. 42, Galle Road, Colombo 03',
    phone: '+94 11 234 5678',
    email: 'hello@lankaproaudio.lk',
    hours: 'Monday to Saturday, 9.00 am to 6.00 pm',
    whatsapp: '+94 77 123 4567',
  },
  bank: null,
  home: { banners: DEFAULT_BANNERS, specialDeal: DEFAULT_SPECIAL_DEAL },
  pages: DEFAULT_PAGES,
};

describe('the shop settings', () => {
  it('take the defaults as they are, trimmed, the WhatsApp number as wa.me takes it', () => {
    const parsed = ShopSettingsSchema.parse(SETTINGS);
    expect(parsed.shop.name).toBe('Lanka Pro Audio');
    expect(parsed.shop.whatsapp).toBe('94771234567');
    expect(parsed.pages).toEqual(DEFAULT_PAGES);
  });

  it('link banners only to the shop’s own pages', () => {
    for (const good of ['/shop?category=Mixers', '/product/ld-systems-anny-10', '/'])
      expect(ShopPathSchema.safeParse(good).success, good).toBe(true);
    for (const bad of [
      'https://elsewhere.example',
      '//elsewhere.example',
      '/\\elsewhere',
      'shop',
      '/a b',
    ])
      expect(ShopPathSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('read an empty WhatsApp number as none, and refuse words', () => {
    expect(WhatsappNumberSchema.parse('  ')).toBeNull();
    expect(WhatsappNumberSchema.safeParse('call us').success).toBe(false);
  });

  it('drop empty paragraphs and points, and ask for a policy left empty', () => {
    const parsed = ShopSettingsSchema.parse({
      ...SETTINGS,
      home: { ...SETTINGS.home, specialDeal: { ...DEFAULT_SPECIAL_DEAL, points: ['A', ' ', 'B'] } },
      pages: { ...DEFAULT_PAGES, about: ['First.', '', 'Second.'] },
    });
    expect(parsed.pages.about).toEqual(['First.', 'Second.']);
    expect(parsed.home.specialDeal.points).toEqual(['A', 'B']);
    const empty = ShopSettingsSchema.safeParse({
      ...SETTINGS,
      pages: { ...DEFAULT_PAGES, terms: [' '] },
    });
    expect(empty.error?.issues[0]?.message).toBe('Write the Terms and Conditions.');
  });
});
