import { describe, expect, it } from 'vitest';
import { citySuggestions } from './cities';
import { DISTRICTS, isDistrict, PROVINCES, provinceOf } from './districts';

describe('districts', () => {
  it('has the 25 districts of the 9 provinces, each once', () => {
    expect(PROVINCES).toHaveLength(9);
    expect(DISTRICTS).toHaveLength(25);
    expect(new Set(DISTRICTS).size).toBe(25);
    expect(PROVINCES.map((p) => p.districts.length)).toEqual([3, 3, 3, 5, 3, 2, 2, 2, 2]);
  });

  it('knows which province a district lies in', () => {
    expect(provinceOf('Jaffna')).toBe('Northern');
    expect(provinceOf('Colombo')).toBe('Western');
    expect(provinceOf('Nuwara Eliya')).toBe('Central');
    expect(provinceOf('Monaragala')).toBe('Uva');
  });

  it('takes only the names as spelt', () => {
    expect(isDistrict('Kegalle')).toBe(true);
    expect(isDistrict('kegalle')).toBe(false);
    expect(isDistrict('Western')).toBe(false);
    expect(isDistrict(undefined)).toBe(false);
  });

  it('suggests towns for every district, its own name first', () => {
    for (const district of DISTRICTS) {
      expect(citySuggestions(district)[0]).toBe(district);
      const towns = citySuggestions(district);
      expect(new Set(towns).size).toBe(towns.length);
    }
    expect(citySuggestions('Jaffna')).toContain('Point Pedro');
    expect(citySuggestions('Atlantis')).toEqual([]);
    expect(citySuggestions('toString')).toEqual([]);
  });
});
