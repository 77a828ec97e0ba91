import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY } from './countries';

describe('COUNTRIES', () => {
  it('has 68 entries', () => {
    expect(COUNTRIES).toHaveLength(68);
  });

  it('has no duplicates', () => {
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });

  it('starts with Sri Lanka, the default country', () => {
    expect(COUNTRIES[0]).toBe('Sri Lanka');
    expect(DEFAULT_COUNTRY).toBe('Sri Lanka');
  });

  it('lists the rest in alphabetical order', () => {
    const rest = COUNTRIES.slice(1);
    const sorted = [...rest].sort((a, b) => a.localeCompare(b, 'en'));
    expect(rest).toEqual(sorted);
  });

  it('does not repeat Sri Lanka after the first entry', () => {
    expect(COUNTRIES.slice(1)).not.toContain('Sri Lanka');
  });

  it('has non-empty trimmed names', () => {
    for (const name of COUNTRIES) {
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(0);
    }
  });
});
