import type {
  AuditListSchema,
  ContactMessageSchema,
  MessageListSchema,
  PromotionListSchema,
  PromotionSchema,
  AuditEntrySchema,
  AdminProduct,
  AdminOrder,
} from '@avstore/core';

// Types come from the core schemas (STYLE "One schema, three users"), without a zod import here.
export type ContactMessage = ReturnType<typeof ContactMessageSchema.parse>;
export type MessageList = ReturnType<typeof MessageListSchema.parse>;
export type Promotion = ReturnType<typeof PromotionSchema.parse>;
export type PromotionList = ReturnType<typeof PromotionListSchema.parse>;
export type AuditEntry = ReturnType<typeof AuditEntrySchema.parse>;
export type AuditList = ReturnType<typeof AuditListSchema.parse>;

export interface Page<T> {
  items: T[];
  total: number;
}
export type ProductList = Page<AdminProduct>;
export type OrderList = Page<AdminOrder>;

/** Rows per page of every back-office table. */
export const ADMIN_PAGE_SIZE = 20;
