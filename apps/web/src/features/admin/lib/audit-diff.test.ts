import { describe, expect, it } from 'vitest';
import { auditChanges, compactValue } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the keys that changed, leaving out updatedAt', () => {
    const before = { name: 'SM58', stock: 5, images: ['a'], updatedAt: '1', version: 1 };
    const after = { name: 'SM58', stock: 3, images: ['a', 'b'], updatedAt: '2', version: 2 };
    expect(auditChanges(before, after)).toEqual([
      { key: 'stock', before: '5', after: '3' },
      { key: 'images', before: '["a"]', after: '["a","b"]' },
      { key: 'version', before: '1', after: '2' },
    ]);
  });

  it('shows a created record as its fields against nothing', () => {
    expect(auditChanges(null, { status: 'pending' })).toEqual([
      { key: 'status', before: '—', after: 'pending' },
    ]);
  });

  it('compares plain values as one value', () => {
    expect(auditChanges('pending', 'confirmed')).toEqual([
      { key: 'value', before: 'pending', after: 'confirmed' },
    ]);
  });
});

describe('compactValue', () => {
  it('cuts long values to 60 characters', () => {
    expect(compactValue('x'.repeat(100))).toHaveLength(60);
    expect(compactValue(null)).toBe('—');
    expect(compactValue(false)).toBe('false');
  });
});
