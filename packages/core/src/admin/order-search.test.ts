import { describe, expect, it } from 'vitest';
import { correctOrderContact } from './order-corrections';
import {
  AdminOrderQuerySchema,
  ORDER_SEARCH_MESSAGES,
  phoneSearchKey,
  searchedDistrict,
} from './order-search';

describe('phoneSearchKey', () => {
  it.each([
    '0715551234',
    '071 555 1234',
    '+94 71 555 1234',
    '94715551234',
    '0094-71-555-1234',
    '(071) 555.1234',
  ])('%s is found by its last nine digits', (typed) => {
    expect(phoneSearchKey(typed)).toBe('715551234');
  });

  it.each(['5551234', 'A1B2C3D4', 'nimal 0715551234', '0715551234@example.lk', '+94+71555123'])(
    '%s is not a phone number',
    (typed) => expect(phoneSearchKey(typed)).toBeUndefined(),
  );
});

describe('searchedDistrict', () => {
  it('names a district in any case and spacing', () => {
    expect(searchedDistrict('kandy')).toBe('Kandy');
    expect(searchedDistrict(' NUWARA   eliya ')).toBe('Nuwara Eliya');
    expect(searchedDistrict('Kand')).toBeUndefined();
  });
});

describe('AdminOrderQuerySchema dates', () => {
  it('takes a range in order and refuses one backwards or a day that does not exist', () => {
    expect(AdminOrderQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01' })).toMatchObject({
      from: '2026-11-01',
    });
    const backwards = AdminOrderQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(backwards.error?.issues[0]?.message).toBe(ORDER_SEARCH_MESSAGES.dateRange);
    const feb30 = AdminOrderQuerySchema.safeParse({ from: '2026-02-30' });
    expect(feb30.error?.issues[0]?.message).toBe(ORDER_SEARCH_MESSAGES.date);
  });
});

describe('correctOrderContact', () => {
  const before = {
    address: '12 Galle Road',
    city: 'Colombo 3',
    district: 'Colombo',
    zipCode: '00300',
    phone: '+94771234567',
    email: 'nimal@example.lk',
    country: 'Sri Lanka',
  };

  it('lists only what differs', () => {
    const { changes, issues } = correctOrderContact(
      before,
      { city: 'Colombo 3', phone: '+94715551234' },
      'delivery',
    );
    expect(changes).toEqual({ phone: { before: '+94771234567', after: '+94715551234' } });
    expect(issues).toEqual([]);
  });

  it("judges what was sent by the checkout's rules", () => {
    const { issues } = correctOrderContact(
      { ...before, district: '' },
      { district: 'Atlantis', zipCode: '123' },
      'delivery',
    );
    expect(issues.map((i) => i.field)).toEqual(['district', 'zipCode']);
    // An older order without a district may still have its phone corrected.
    const phoneOnly = correctOrderContact(
      { ...before, district: '' },
      { phone: '+94715551234' },
      'delivery',
    );
    expect(phoneOnly.issues).toEqual([]);
  });
});
