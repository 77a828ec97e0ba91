import { describe, expect, it } from 'vitest';
import { bannersIn, contentPagesIn, specialDealWordsIn } from './in-language';
import type { Banner, OwnerContentPages } from './shop-settings';

const banner: Banner = {
  picture: null,
  title: 'Live sound',
  text: 'Speakers for any hall.',
  link: '/shop',
  buttonText: 'Browse',
  translations: { si: { title: 'සජීවී ශබ්දය', text: '', buttonText: 'බලන්න' } },
};

const pages: OwnerContentPages = {
  about: ['We sell sound.'],
  refundPolicy: ['Seven days.'],
  privacyPolicy: ['We keep little.'],
  terms: ['Sri Lankan law.'],
  translations: {
    ta: { about: ['நாங்கள் ஒலி சாதனங்களை விற்கிறோம்.'], refundPolicy: [], privacyPolicy: [], terms: [] },
  },
};

describe('owner content in a language', () => {
  it('takes each translated word of a banner, English where it is empty', () => {
    expect(bannersIn([banner], 'si')).toEqual([
      {
        picture: null,
        title: 'සජීවී ශබ්දය',
        text: 'Speakers for any hall.',
        link: '/shop',
        buttonText: 'බලන්න',
      },
    ]);
    expect(bannersIn([banner], 'ta')[0]!.title).toBe('Live sound');
    expect(bannersIn([banner], 'en')[0]).not.toHaveProperty('translations');
  });

  it('takes a translated page whole, English for a page left empty', () => {
    const tamil = contentPagesIn(pages, 'ta');
    expect(tamil.about).toEqual(['நாங்கள் ஒலி சாதனங்களை விற்கிறோம்.']);
    expect(tamil.refundPolicy).toEqual(['Seven days.']);
    expect(contentPagesIn(pages, 'si').about).toEqual(['We sell sound.']);
    expect(contentPagesIn(pages, 'en')).not.toHaveProperty('translations');
  });

  it('takes the Special Deals words translated, English for those left empty', () => {
    const deal = {
      productId: null,
      title: 'A PA on battery',
      points: ['250 W', 'Bluetooth'],
      note: 'Use SPECIAL10.',
      translations: { ta: { title: '', points: ['250 W ஸ்பீக்கர்'], note: '' } },
    };
    expect(specialDealWordsIn(deal, 'ta')).toEqual({
      title: 'A PA on battery',
      points: ['250 W ஸ்பீக்கர்'],
      note: 'Use SPECIAL10.',
    });
    expect(specialDealWordsIn(deal, 'si').points).toEqual(['250 W', 'Bluetooth']);
  });
});
