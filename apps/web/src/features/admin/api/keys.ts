import type { AdminOrderQuery, AdminProductQuery } from '@avstore/core';
import type { ListCursor } from '../hooks/use-list-params';

/** Rows per page of every back-office table. */
export const ADMIN_PAGE_SIZE = 20;

/** A product list's query as the screen holds it; the page size is always ADMIN_PAGE_SIZE. */
export type ProductListParams = Omit<AdminProductQuery, 'pageSize'>;
/** An order list's query as the screen holds it; the page size is always ADMIN_PAGE_SIZE. */
export type OrderListParams = Omit<AdminOrderQuery, 'pageSize'>;

/**
 * Every back-office query key, used by the query-options factories and by mutations to
 * invalidate; all start with 'admin' so signing out can drop them at once.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  products: () => ['admin', 'products'] as const,
  productLists: () => ['admin', 'products', 'list'] as const,
  productList: (params: ProductListParams) => ['admin', 'products', 'list', params] as const,
  product: (id: string) => ['admin', 'products', 'detail', id] as const,
  orders: () => ['admin', 'orders'] as const,
  orderLists: () => ['admin', 'orders', 'list'] as const,
  orderList: (params: OrderListParams) => ['admin', 'orders', 'list', params] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  quotations: () => ['admin', 'quotations'] as const,
  quotation: (id: string) => ['admin', 'quotations', 'detail', id] as const,
  messages: () => ['admin', 'messages'] as const,
  messageList: (cursor: ListCursor) => ['admin', 'messages', 'list', cursor] as const,
  promotions: () => ['admin', 'promotions'] as const,
  audit: () => ['admin', 'audit'] as const,
  delivery: () => ['admin', 'delivery'] as const,
  settings: () => ['admin', 'settings'] as const,
  staff: () => ['admin', 'staff'] as const,
  auditPage: (cursor: ListCursor) => ['admin', 'audit', cursor] as const,
  reports: () => ['admin', 'reports'] as const,
  salesReport: (params: { from: string; to: string; unit: string }) =>
    ['admin', 'reports', 'sales', params] as const,
  topSellers: (params: { from: string; to: string }) =>
    ['admin', 'reports', 'top-sellers', params] as const,
  lowStock: () => ['admin', 'reports', 'low-stock'] as const,
};

/** '?a=1&b=x' from the values that are set; '' when none is. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
