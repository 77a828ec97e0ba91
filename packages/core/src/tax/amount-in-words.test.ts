import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [4_850_050, 'Sri Lankan Rupees Forty-Eight Thousand Five Hundred and cents fifty only'],
    [4_850_000, 'Sri Lankan Rupees Forty-Eight Thousand Five Hundred only'],
    [50, 'Sri Lankan Rupees Zero and cents fifty only'],
    [105, 'Sri Lankan Rupees One and cents five only'],
    [
      1_234_567_899,
      'Sri Lankan Rupees Twelve Million Three Hundred Forty-Five Thousand Six Hundred Seventy-Eight and cents ninety-nine only',
    ],
    [100_000_000, 'Sri Lankan Rupees One Million only'],
    [10_001_100, 'Sri Lankan Rupees One Hundred Thousand Eleven only'],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('writes the teens and round tens as single words', () => {
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(90)).toBe('Ninety');
    expect(numberInWords(2_000_000_040)).toBe('Two Billion Forty');
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
