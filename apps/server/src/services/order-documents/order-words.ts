import {
  formatCentsIn,
  formatDateTimeIn,
  formatDayIn,
  methodLabel,
  type Language,
  type Warranty,
} from '@avstore/core';
import { translator, type Translate } from '../../i18n/translate';
import type { ShopInfo } from './shop';

/**
 * The words of one order's mails and documents, in the language it was placed in (issue #30):
 * its sentences, money, dates and the names of its methods. The shop's own mails and staff's
 * papers stay English.
 */
export interface OrderWords {
  language: Language;
  mail: Translate<'mail'>;
  doc: Translate<'documents'>;
  /** LKR from cents: 'LKR 1,234.50', 'රු. 1,234.50', 'ரூ. 1,234.50'. */
  money: (cents: number) => string;
  /** A moment in the shop's time zone, as the store writes dates in the language. */
  date: (shop: ShopInfo, date: Date) => string;
  /** '2026-11-20', a day without a time: 'November 20, 2026', '2026 නොවැම්බර් 20'. */
  day: (day: string) => string;
  /** A payment or delivery method: 'Card', 'Store Pickup'. */
  method: (method: string) => string;
  /** 30 minutes, 3 days. */
  duration: (ms: number) => string;
  /** '1 year warranty from the brand's local agent', as the product page says it. */
  warranty: (warranty: Warranty) => string;
}

const METHODS = ['card', 'koko', 'cash', 'bank_transfer', 'delivery', 'pickup'] as const;
const UNITS: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1_000, 'second'],
];

const cache = new Map<Language, OrderWords>();

export function orderWords(language: Language): OrderWords {
  const cached = cache.get(language);
  if (cached) return cached;
  const doc = translator(language, 'documents');
  const words: OrderWords = {
    language,
    mail: translator(language, 'mail'),
    doc,
    money: (cents) => formatCentsIn(language, cents),
    date: (shop, date) => formatDateTimeIn(language, date, shop.timeZone),
    day: (day) => formatDayIn(language, day),
    method: (method) =>
      (METHODS as readonly string[]).includes(method)
        ? doc(`method.${method as (typeof METHODS)[number]}`)
        : methodLabel(method),
    duration: (ms) => {
      const [size, unit] = UNITS.find(([size]) => ms >= size && ms % size === 0) ?? [
        1_000,
        'second',
      ];
      return doc(`duration.${unit}`, { n: Math.round(ms / size) });
    },
    warranty: ({ months, by }) =>
      doc('warranty', {
        length:
          months % 12 === 0
            ? doc('warranty.years', { n: months / 12 })
            : doc('warranty.months', { n: months }),
        giver: doc(by === 'shop' ? 'warranty.shop' : 'warranty.brand'),
      }),
  };
  cache.set(language, words);
  return words;
}
