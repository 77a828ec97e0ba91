import { describe, expect, it } from 'vitest';
import { makeItem } from '../../testing';
import { itemCountLabel } from './labels';

describe('itemCountLabel', () => {
  it('counts pieces, not lines', () => {
    expect(itemCountLabel([makeItem({ quantity: 2 }), makeItem({ quantity: 1 })])).toBe('3 items');
    expect(itemCountLabel([makeItem({ quantity: 1 })])).toBe('1 item');
    expect(itemCountLabel([])).toBe('0 items');
  });
});
