import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from './typos';

describe('editDistance', () => {
  it('counts a letter replaced, added, left out, or two swapped as one slip', () => {
    expect(editDistance('sennheiser', 'sennheiser', 2)).toBe(0);
    expect(editDistance('sennhieser', 'sennheiser', 2)).toBe(1);
    expect(editDistance('senheiser', 'sennheiser', 2)).toBe(1);
    expect(editDistance('scarlet', 'scarlett', 2)).toBe(1);
    expect(editDistance('behringr', 'behringer', 2)).toBe(1);
    expect(editDistance('yamha', 'yamaha', 2)).toBe(1);
    expect(editDistance('sennhaiser', 'sennheiser', 2)).toBe(1);
    expect(editDistance('senhieser', 'sennheiser', 2)).toBe(2);
  });

  it('stops counting past the most it was asked for', () => {
    expect(editDistance('mixer', 'microphone', 2)).toBe(3);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('closestWord', () => {
  const known = ['sennheiser', 'shure', 'scarlett', 'behringer', 'yamaha', 'mixer', 'mic'];

  it('finds the word a slip meant', () => {
    expect(closestWord('sennhieser', known)).toBe('sennheiser');
    expect(closestWord('scarlet', known)).toBe('scarlett');
    expect(closestWord('behringr', known)).toBe('behringer');
    expect(closestWord('mixr', known)).toBe('mixer');
  });

  it('leaves known words, short words and words near nothing alone', () => {
    expect(closestWord('shure', known)).toBeUndefined();
    expect(closestWord('mik', known)).toBeUndefined();
    expect(closestWord('trombone', known)).toBeUndefined();
  });

  it('prefers the earlier of two words as near', () => {
    expect(closestWord('shore', ['shure', 'share'])).toBe('shure');
    expect(closestWord('shore', ['share', 'shure'])).toBe('share');
  });
});
