import { splitInstalments, stockState, type Language, type Warranty } from '@avstore/core';
import { formatCentsIn } from '@avstore/core';
import type { catalogueT } from '../../i18n/catalogue';

type T = ReturnType<typeof catalogueT>;

/** The stock label (docs/product.md §4, core's stockState) in the page's language. */
export function stockLabel(t: T, stock: number): string {
  const { kind } = stockState(stock);
  return kind === 'low'
    ? t('stock.low', { count: stock })
    : t(kind === 'out' ? 'stock.out' : 'stock.in');
}

/**
 * A warranty in the shopper's words (core's warrantyText, which the receipt prints): '1 year
 * warranty from the brand's local agent'.
 */
export function warrantyWords(t: T, { months, by }: Warranty): string {
  const length =
    months % 12 === 0
      ? t('warranty.years', { count: months / 12 })
      : t('warranty.months', { count: months });
  return t('warranty', { length, giver: t(by === 'brand' ? 'warranty.brand' : 'warranty.shop') });
}

/**
 * A total in instalments that add up to it (core's instalmentsText): '3 instalments of
 * LKR 10,000.00', '…, the last LKR 10,000.01' when the cents do not divide.
 */
export function instalmentsWords(t: T, language: Language, totalCents: number, count: number) {
  const parts = splitInstalments(totalCents, count);
  const [first, last] = [parts[0]!, parts[parts.length - 1]!];
  const amount = formatCentsIn(language, first);
  return first === last
    ? t('instalments', { count, amount })
    : t('instalmentsLast', { count, amount, last: formatCentsIn(language, last) });
}
