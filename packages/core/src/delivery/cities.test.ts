import { describe, expect, it } from 'vitest';
import { districtOfCity } from './cities';

describe('districtOfCity', () => {
  it.each([
    ['Ratnapura', 'Ratnapura'],
    ['colombo', 'Colombo'],
    ['Colombo 03', 'Colombo'],
    ['  NEGOMBO ', 'Gampaha'],
    ['Ja Ela', 'Gampaha'],
    ['Nuwara Eliya', 'Nuwara Eliya'],
    ['Kilinochchi', 'Kilinochchi'],
    ['Balangoda', 'Ratnapura'],
  ])('finds the district of %s: %s', (city, district) => {
    expect(districtOfCity(city)).toBe(district);
  });

  it.each(['', '   ', '03', 'Atlantis', 'Chennai', 'Colombo Road'])(
    'knows no district for %j',
    (city) => {
      expect(districtOfCity(city)).toBeNull();
    },
  );
});
