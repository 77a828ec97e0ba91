import { z } from '../zod';

// Apart from order.ts so that the delivery schemas, which order.ts builds on, can use them too.
export const DeliveryMethodSchema = z.enum(['delivery', 'pickup'], {
  message: 'Please choose a delivery method',
});
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;
export const PaymentMethodSchema = z.enum(['card', 'koko', 'cash', 'bank_transfer'], {
  message: 'Please choose a payment method',
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const OrderStatusSchema = z.enum([
  'pending',
  'confirmed',
  'dispatched',
  'ready_for_collection',
  'delivered',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
