import { SINHALA_DEFAULTS } from './default-content-si';
import { TAMIL_DEFAULTS } from './default-content-ta';
import type {
  Banner,
  BannerWords,
  ContentPagesInLanguage,
  OwnerContentPages,
  SpecialDealSettings,
  SpecialDealWords,
} from './shop-settings';

/**
 * The store's words in Sinhala or in Tamil (issue #30): each paragraph and point one for one with
 * the English, a banner's words in the order of DEFAULT_BANNERS.
 */
export interface DefaultContentWords {
  pages: ContentPagesInLanguage;
  banners: readonly [BannerWords, BannerWords, BannerWords];
  specialDeal: SpecialDealWords;
}

/** The `index`th banner's words in Sinhala and Tamil. */
const bannerWords = (index: 0 | 1 | 2) => ({
  si: SINHALA_DEFAULTS.banners[index],
  ta: TAMIL_DEFAULTS.banners[index],
});

/**
 * The store's own words, the settings' first defaults until the owner writes theirs in the back
 * office (docs/product.md §8 About, §2 Home), with their Sinhala and Tamil (§18), which the back
 * office shows beside the English.
 */
export const DEFAULT_PAGES: OwnerContentPages = {
  about: [
    'We are a professional audio-visual equipment store based in Colombo, Sri Lanka. We sell speakers, subwoofers, mixers, microphones, amplifiers and studio gear, and we help customers choose equipment that suits the job and the budget.',
    'Our customers include churches, schools, event companies, recording studios, working musicians and hotels. Some need a complete sound system for a hall, others need a single microphone or a replacement cable, and we are happy to help with both.',
    'We sell genuine products from authorised brands and distributors, so every item comes with its manufacturer warranty. If something goes wrong after your purchase, contact us and we will handle the warranty claim with the brand or its local agent and keep you informed along the way.',
    'We deliver islandwide across Sri Lanka, and you can also collect your order from our Colombo store. Prices are shown in LKR, and you can pay by card, in instalments with KOKO, or in cash on pickup or delivery.',
  ],
  refundPolicy: [
    'Returns are accepted within 7 days of delivery or store pickup. To start a return, send us a message through the Contact page with your order number and the reason for the return.',
    'Returned items must be in their original packaging with all accessories, manuals and cables, and must show no physical damage. Please include proof of purchase, such as your order confirmation or receipt.',
    'For hygiene reasons, opened in-ear monitors and earphones cannot be returned unless they are faulty. Faulty items are handled under the manufacturer warranty.',
    'Once we receive and inspect the item, we will let you know whether the return is approved. Refunds are processed within 5 days of the returned item being approved, to the original payment method where possible.',
    'Returns and exchanges take about 10 business days overall, from the day we receive your request to the day the refund or replacement is completed.',
  ],
  privacyPolicy: [
    'We keep only the information we need to run the store: your account e-mail address, your order details, your delivery address and any messages you send us through the Contact page.',
    'We use this information to process and deliver your orders, to provide support and warranty help, and to reply to your questions. We do not sell, rent or trade your personal data to anyone.',
    "Card details are entered on the bank's hosted payment page and are never seen or stored by us. If you pay in instalments with KOKO, your application and payments are handled by KOKO under its own terms and privacy policy.",
    'We share delivery details only with the courier or staff member delivering your order. We may keep order records for as long as the law requires for accounting and tax purposes.',
    'To ask for a copy of your data or to have your account and personal data deleted, send us a message through the Contact page from your account e-mail address. We will confirm once the request has been completed.',
  ],
  terms: [
    'All prices are shown in Sri Lankan Rupees (LKR) and include applicable taxes. Prices and promotions may change without notice, but the price shown when you place your order is the price you pay.',
    'All orders are subject to stock availability. Your order is confirmed once we have checked stock and sent you a confirmation; if an item is unavailable, we will contact you to offer an alternative or a full refund.',
    "You can pay by credit or debit card, in instalments with KOKO, or in cash on store pickup or delivery. Card payments are processed on the bank's secure payment page, and KOKO instalments are subject to KOKO's own approval and terms.",
    'We deliver to addresses within Sri Lanka only, and you can also collect your order from our Colombo store. Delivery times depend on your location and on stock, and we will keep you informed if there is a delay.',
    "Promo codes can be used once per product per customer and cannot be exchanged for cash. Warranty claims are handled according to each manufacturer's warranty terms, and we will help you make a claim.",
    'These terms are governed by the laws of Sri Lanka. If you have a question or a problem with an order, please contact us first so we can try to resolve it.',
  ],
  translations: { si: SINHALA_DEFAULTS.pages, ta: TAMIL_DEFAULTS.pages },
};

/** Home's highlights: each a category of the shop. */
export const DEFAULT_BANNERS: Banner[] = [
  {
    picture: null,
    title: 'Live sound',
    text: 'Active speakers, subwoofers and column arrays for any hall.',
    link: '/shop?category=Speakers',
    buttonText: 'Browse',
    translations: bannerWords(0),
  },
  {
    picture: null,
    title: 'Mixing desks',
    text: 'Analog and digital mixers from 4 channels up.',
    link: '/shop?category=Mixers',
    buttonText: 'Browse',
    translations: bannerWords(1),
  },
  {
    picture: null,
    title: 'Studio & recording',
    text: 'Interfaces, monitors and microphones for your studio.',
    link: '/shop?category=Studio%20Equipment',
    buttonText: 'Browse',
    translations: bannerWords(2),
  },
];

/** The spec's Special Deals block (spec §2): the portable 250-watt battery speaker. */
export const DEFAULT_SPECIAL_DEAL: SpecialDealSettings = {
  productId: null,
  title: 'A 250-watt PA that runs on battery',
  points: [
    'Portable 250 W speaker with a built-in rechargeable battery',
    'Digital mixer on board, controlled from an app',
    'Bluetooth audio streaming',
    'Wireless microphone option',
  ],
  note: 'Sign in and use code SPECIAL10 for 10% off.',
  translations: { si: SINHALA_DEFAULTS.specialDeal, ta: TAMIL_DEFAULTS.specialDeal },
};
