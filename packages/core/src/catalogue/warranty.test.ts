import { describe, expect, it } from 'vitest';
import { warrantyLength, warrantyText } from './warranty';

describe('warranty in words', () => {
  it.each([
    [1, '1 month'],
    [6, '6 months'],
    [12, '1 year'],
    [18, '18 months'],
    [24, '2 years'],
  ])('%i months reads %s', (months, words) => expect(warrantyLength(months)).toBe(words));

  it('names who honours it', () => {
    expect(warrantyText({ months: 12, by: 'brand' })).toBe(
      "1 year warranty from the brand's local agent",
    );
    expect(warrantyText({ months: 6, by: 'shop' })).toBe('6 months warranty from the shop');
  });
});
