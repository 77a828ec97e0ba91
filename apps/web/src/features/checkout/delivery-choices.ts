import { deliveryChoiceText } from '@avstore/core';

/** The ways to receive an order, the Delivery one in the words of where the shop delivers. */
export const deliveryChoices = (countries: readonly string[]) => [
  { value: 'delivery' as const, label: 'Delivery', detail: deliveryChoiceText(countries) },
  { value: 'pickup' as const, label: 'Store pickup', detail: 'Collect it from our Colombo store' },
];
