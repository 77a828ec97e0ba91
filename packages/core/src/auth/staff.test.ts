import { describe, expect, it } from 'vitest';
import { isBackOffice, mayUse, StaffAcceptRequestSchema } from './staff';

describe('who may use a back-office route', () => {
  it('lets the owner use every route, staff only those declared for staff', () => {
    expect(mayUse('admin', 'owner')).toBe(true);
    expect(mayUse('admin', 'staff')).toBe(true);
    expect(mayUse('staff', 'staff')).toBe(true);
    expect(mayUse('staff', 'owner')).toBe(false);
    expect(mayUse('customer', 'staff')).toBe(false);
    expect(mayUse(undefined, 'staff')).toBe(false);
  });

  it('opens the back office to the owner and staff only', () => {
    expect(['admin', 'staff', 'customer', undefined].map(isBackOffice)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('accepting an invitation', () => {
  it('takes the token alone or with a password of 8 to 128 characters', () => {
    expect(StaffAcceptRequestSchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(StaffAcceptRequestSchema.safeParse({ token: 'abc', password: 'short' }).success).toBe(
      false,
    );
    expect(StaffAcceptRequestSchema.safeParse({ token: '', password: 'a long one!' }).success).toBe(
      false,
    );
  });
});
