import { describe, expect, it } from 'vitest';
import { durationWords } from './duration';

describe('durationWords', () => {
  it('says a duration in the largest unit that divides it', () => {
    expect(durationWords(3 * 86_400_000)).toBe('3 days');
    expect(durationWords(86_400_000)).toBe('1 day');
    expect(durationWords(30 * 60_000)).toBe('30 minutes');
    expect(durationWords(36 * 3_600_000)).toBe('36 hours');
    expect(durationWords(1_500)).toBe('2 seconds');
  });
});
