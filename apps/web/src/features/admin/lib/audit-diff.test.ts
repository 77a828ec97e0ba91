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

  it('shows pictures in order by the start of their id, with their alt text', () => {
    const front = { id: 'aaaaaaaa-0000-4000-8000-000000000001', alt: 'Front', width: 1600 };
    const rear = { id: 'bbbbbbbb-0000-4000-8000-000000000002', alt: '', width: 1600 };
    expect(auditChanges({ pictures: [front, rear] }, { pictures: [rear] })).toEqual([
      { key: 'pictures', before: 'aaaaaaaa "Front", bbbbbbbb', after: 'bbbbbbbb' },
    ]);
    expect(auditChanges({ pictures: [] }, { pictures: [rear] })).toEqual([
      { key: 'pictures', before: 'none', after: 'bbbbbbbb' },
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
