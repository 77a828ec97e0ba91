import { describe, expect, it } from 'vitest';
import { RecordRefundRequestSchema } from './refunds';

describe('RecordRefundRequestSchema', () => {
  const ok = {
    amount: 1500.5,
    method: 'bank_transfer',
    reference: 'BOC 123',
    refundedOn: '2026-11-20',
  };
  it('takes an amount, a method, a reference and a day', () => {
    expect(RecordRefundRequestSchema.parse(ok)).toEqual(ok);
    expect(RecordRefundRequestSchema.parse({ ...ok, reference: undefined }).reference).toBe('');
  });
  it('refuses nothing, a third decimal, an unknown method and a day that is not one', () => {
    const bad = (change: object) =>
      !RecordRefundRequestSchema.safeParse({ ...ok, ...change }).success;
    expect(bad({ amount: 0 })).toBe(true);
    expect(bad({ amount: 1.005 })).toBe(true);
    expect(bad({ method: 'cheque' })).toBe(true);
    expect(bad({ refundedOn: '2026-02-30' })).toBe(true);
    expect(bad({ refundedOn: '20/11/2026' })).toBe(true);
  });
});
