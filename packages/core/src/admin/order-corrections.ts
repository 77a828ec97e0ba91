import { z } from '../zod';
import { text } from '../text';
import { addressIssues, type AddressIssue } from '../delivery/address';
import { deliveryFieldsShape } from '../delivery/schemas';
import { CustomerSchema } from '../orders/order';
import type { DeliveryMethod, OrderStatus } from '../orders/methods';

export const MAX_ORDER_NOTE = 2000;

export const ORDER_CORRECTION_MESSAGES = {
  nothing: 'Change at least one of the address, city, district, postcode, phone or e-mail.',
  tooLate:
    'This order has left the shop (dispatched, collected, delivered or cancelled): its details can no longer be corrected.',
  noteTooLong: `A note has at most ${MAX_ORDER_NOTE.toLocaleString('en-US')} characters.`,
} as const;

/** PUT /api/admin/orders/:id/note: the shop's own note, never shown to the shopper; empty clears it. */
export const OrderNoteSchema = z.object({
  note: text().trim().max(MAX_ORDER_NOTE, { message: ORDER_CORRECTION_MESSAGES.noteTooLong }),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

/** What the shop may correct on an order, in the order the form shows them. */
export const CORRECTABLE_FIELDS = [
  'address',
  'city',
  'district',
  'zipCode',
  'phone',
  'email',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
export type OrderContact = Record<CorrectableField, string> & { country: string };

/**
 * PATCH /api/admin/orders/:id/customer: the fields to correct (a field left out stays), checked by
 * the checkout's own rules once merged with the order (correctOrderContact).
 */
export const OrderCorrectionSchema = z
  .object({
    address: deliveryFieldsShape.address.unwrap().unwrap(),
    city: deliveryFieldsShape.city.unwrap().unwrap(),
    district: text().trim().max(40),
    zipCode: deliveryFieldsShape.zipCode.unwrap().unwrap(),
    phone: deliveryFieldsShape.phone,
    email: CustomerSchema.shape.email,
  })
  .partial()
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: ORDER_CORRECTION_MESSAGES.nothing,
  });
export type OrderCorrection = z.infer<typeof OrderCorrectionSchema>;

/** The statuses whose order may still be corrected: it has not left the shop. */
export function isCorrectable(status: OrderStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'ready_for_collection';
}

export interface OrderContactChange {
  /** The order's details after the correction. */
  after: OrderContact;
  /** Each field that differs, before and after. */
  changes: Partial<Record<CorrectableField, { before: string; after: string }>>;
  /** The checkout's complaints about the fields corrected (docs/product.md §5 "Checkout"). */
  issues: AddressIssue[];
}

/**
 * A correction applied to an order's details: what changes, and what the checkout's rules say of
 * the result. Only the fields sent are judged, so an older order missing a district can still
 * have its phone corrected.
 */
export function correctOrderContact(
  before: OrderContact,
  correction: OrderCorrection,
  deliveryMethod: DeliveryMethod,
): OrderContactChange {
  const after = { ...before };
  const changes: OrderContactChange['changes'] = {};
  for (const field of CORRECTABLE_FIELDS) {
    const value = correction[field];
    if (value === undefined || value === before[field]) continue;
    after[field] = value;
    changes[field] = { before: before[field], after: value };
  }
  const sent = new Set(CORRECTABLE_FIELDS.filter((f) => correction[f] !== undefined));
  const issues = addressIssues(after, deliveryMethod).filter((i) =>
    sent.has(i.field as CorrectableField),
  );
  return { after, changes, issues };
}
