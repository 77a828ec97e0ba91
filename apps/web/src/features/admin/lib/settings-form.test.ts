import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNERS, DEFAULT_PAGES, DEFAULT_SPECIAL_DEAL } from '@avstore/core';
import { makeShopSettings } from '../../../testing/shop-settings';
import { draftOf, settingsRequest } from './settings-form';

const SETTINGS = makeShopSettings({ version: 3, shop: { whatsapp: '94771234567' } });

describe('the settings form', () => {
  it('gives back the settings it was made from', () => {
    const made = settingsRequest(draftOf(SETTINGS));
    expect(made).toEqual({
      body: expect.objectContaining({ version: 3, bank: null }) as unknown,
    });
    if (!('body' in made)) throw new Error('refused');
    expect(made.body.pages.about).toEqual(DEFAULT_PAGES.about);
    expect(made.body.home.specialDeal.points).toEqual(DEFAULT_SPECIAL_DEAL.points);
  });

  it('splits paragraphs at blank lines and names the box a bad one is in', () => {
    const draft = draftOf(SETTINGS);
    draft.pages.about = 'First.\n\n  \nSecond,\nstill second.';
    draft.pages.terms = '   ';
    draft.shop.name = '';
    draft.banners = [{ ...DEFAULT_BANNERS[0]!, link: 'https://elsewhere.example' }];
    const made = settingsRequest(draft);
    expect(made).toEqual({
      errors: {
        'shop.name': 'Enter the shop name.',
        'home.banners.0.link':
          'Link to a page of the shop, starting with / (for example /shop?category=Mixers).',
        'pages.terms': 'Write the Terms and Conditions.',
      },
    });
    draft.pages.terms = 'Fair terms.';
    draft.shop.name = 'Shop';
    draft.banners = [];
    const fixed = settingsRequest(draft);
    if (!('body' in fixed)) throw new Error('refused');
    expect(fixed.body.pages.about).toEqual(['First.', 'Second,\nstill second.']);
  });

  it('keeps bank details only when some are given, and asks for the rest', () => {
    const draft = draftOf(SETTINGS);
    draft.bank.bank = 'Commercial Bank';
    expect(settingsRequest(draft)).toEqual({
      errors: {
        'bank.branch': 'Enter the branch.',
        'bank.accountName': 'Enter the account name.',
        'bank.accountNumber': 'Enter the account number.',
      },
    });
  });
});
