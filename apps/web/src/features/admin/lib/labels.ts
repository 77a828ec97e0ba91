import type { AdminOrder } from '@avstore/core';

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

/** The order number staff and shoppers quote: the first 8 characters of the id, upper-cased. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** A payment or delivery method as people say it; unknown values are capitalised. */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return 'N/A';
  return METHOD_LABELS[method.toLowerCase()] ?? capitalise(method);
}

type Customer = Partial<AdminOrder['customer']> | null | undefined;

export function customerName(customer: Customer): string {
  return [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
}

/** Street, city, country and zip code on one line, skipping empty parts. */
export function addressLine(customer: Customer): string {
  const place = [customer?.country, customer?.zipCode].filter(Boolean).join(' ');
  return [customer?.address, customer?.city, place].filter(Boolean).join(', ');
}

/** What the shopper saved against list prices: Σ (original − paid) × quantity, never negative. */
export function orderSavings(items: AdminOrder['items']): number {
  const cents = items.reduce(
    (sum, item) =>
      sum + Math.max(0, Math.round((item.originalPrice - item.price) * 100)) * item.quantity,
    0,
  );
  return cents / 100;
}

/** An audit action as words: 'product.update' → 'Product update'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
