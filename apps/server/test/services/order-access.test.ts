import { describe, expect, it } from 'vitest';
import type { User } from '@avstore/core';
import { orderSight, type OrderPurpose } from '../../src/services/orders/order-access';

const owner: User = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'o@x.lk',
  role: 'customer',
};
const other: User = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 's@x.lk',
  role: 'customer',
};
const admin: User = { id: '33333333-3333-4333-8333-333333333333', email: 'a@x.lk', role: 'admin' };

const now = new Date('2025-06-02T12:00:00Z');
const order = (hoursOld: number) => ({
  userId: owner.id,
  createdAt: new Date(now.getTime() - hoursOld * 3_600_000),
});
const sight = (viewer: User | undefined, purpose: OrderPurpose, hoursOld = 1) =>
  orderSight(order(hoursOld), viewer, purpose, now);

describe('who may see an order (docs/product.md §6 "Reading an order")', () => {
  it('lets the owner read, print and pay it, whatever its age', () => {
    expect(sight(owner, 'read', 100)).toBe('full');
    expect(sight(owner, 'receipt', 100)).toBe('full');
    expect(sight(owner, 'pay', 100)).toBe('full');
  });

  it('lets staff read and print it, but never pay it', () => {
    expect(sight(admin, 'read', 100)).toBe('full');
    expect(sight(admin, 'receipt')).toBe('full');
    expect(sight(admin, 'pay')).toBeUndefined();
  });

  it("hides it from another customer, even within the visitor's day", () => {
    expect(sight(other, 'read')).toBeUndefined();
    expect(sight(other, 'receipt')).toBeUndefined();
    expect(sight(other, 'pay')).toBeUndefined();
  });

  it('shows a visitor without a token a masked view for 24 hours, to read only', () => {
    expect(sight(undefined, 'read', 23.9)).toBe('masked');
    expect(sight(undefined, 'read', 24)).toBe('masked');
    expect(sight(undefined, 'read', 24.01)).toBeUndefined();
    expect(sight(undefined, 'receipt')).toBeUndefined();
    expect(sight(undefined, 'pay')).toBeUndefined();
  });
});
