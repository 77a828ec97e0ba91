import { COUNTRIES } from '@avstore/core';
import type { CheckoutKey } from '../../i18n/checkout';
import type { Translate } from '../../i18n/translate';

/**
 * The ways to receive an order, the Delivery one in the words of where the shop delivers ('To
 * your address, anywhere in Sri Lanka', 'To your address in Sri Lanka, India and Maldives').
 */
export function deliveryChoices(countries: readonly string[], t: Translate<CheckoutKey>) {
  // In the page's language, as the list of countries names them.
  const names = countries.map((c) =>
    COUNTRIES.includes(c) ? t(`country.${c}` as CheckoutKey) : c,
  );
  const where =
    names.length === 1
      ? t('receive.anywhere', { country: names[0] })
      : t('receive.in', {
          countries: t('receive.list', {
            first: names.slice(0, -1).join(', '),
            last: names.at(-1),
          }),
        });
  return [
    { value: 'delivery' as const, label: t('receive.delivery'), detail: where },
    { value: 'pickup' as const, label: t('receive.pickup'), detail: t('receive.pickupDetail') },
  ];
}
