import { describe, expect, it } from 'vitest';
import { mayOpen } from './may-open';

describe('mayOpen', () => {
  it("opens staff the dashboard, orders, messages, products' stock and reports", () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/orders',
      '/admin/orders/abc',
      '/admin/messages',
    ])
      expect(mayOpen('staff', path), path).toBe(true);
    expect(mayOpen('staff', '/admin/products/abc')).toBe(true);
    expect(mayOpen('staff', '/admin/reports')).toBe(true);
  });

  it("keeps every other screen the owner's, a new product and one added tomorrow too", () => {
    for (const path of [
      '/admin/products/new',
      '/admin/promotions',
      '/admin/settings',
      '/admin/staff',
      '/admin/audit',
      '/admin/ordersx',
      '/admin/tomorrow',
    ])
      expect(mayOpen('staff', path), path).toBe(false);
    expect(mayOpen('admin', '/admin/tomorrow')).toBe(true);
    expect(mayOpen('not-staff', '/admin')).toBe(false);
  });
});
