import type { Order } from '@avstore/core';

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  koko: 'KOKO',
  cash: 'Cash',
  delivery: 'Delivery',
  pickup: 'Store Pickup',
};

/** 'pending' → 'Pending'. */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : text;
}

/** A payment or delivery method as a shopper reads it; unknown values are capitalised. */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return 'N/A';
  return METHOD_LABELS[method.toLowerCase()] ?? capitalise(method);
}

/** The number of pieces in an order (sum of quantities), as '1 item' or '3 items'. */
export function itemCountLabel(items: Order['items'] | null | undefined): string {
  const count = (items ?? []).reduce((sum, item) => sum + (Number(item.quantity) || 0), 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** First and last name, skipping blanks. */
export function customerName(customer: Partial<Order['customer']> | null | undefined): string {
  return [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
}

/** Street, city, country and zip code on one line, skipping the parts that are empty. */
export function addressLine(customer: Partial<Order['customer']> | null | undefined): string {
  const place = [customer?.country, customer?.zipCode].filter(Boolean).join(' ');
  return [customer?.address, customer?.city, place].filter(Boolean).join(', ');
}
