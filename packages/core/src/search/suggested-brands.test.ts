import { describe, expect, it } from 'vitest';
import { suggestedBrands } from './suggested-brands';

const BRANDS = ['Behringer', 'Yamaha', 'Shure', 'Allen & Heath', 'Electro-Voice', 'Sennheiser'];

describe('suggestedBrands', () => {
  it('finds makers by the start of any word of their names', () => {
    expect(suggestedBrands('s', BRANDS)).toEqual(['Shure', 'Sennheiser']);
    expect(suggestedBrands('heath', BRANDS)).toEqual(['Allen & Heath']);
    expect(suggestedBrands('ELECTRO', BRANDS)).toEqual(['Electro-Voice']);
  });

  it('finds makers by the names shoppers give them', () => {
    expect(suggestedBrands('ev', BRANDS)).toEqual(['Electro-Voice']);
    expect(suggestedBrands('allen and heath', BRANDS)).toEqual(['Allen & Heath']);
  });

  it('keeps the shop’s order, and stops at four', () => {
    const many = ['Sa', 'Sb', 'Sc', 'Sd', 'Se'];
    expect(suggestedBrands('s', many)).toEqual(['Sa', 'Sb', 'Sc', 'Sd']);
    expect(suggestedBrands('mixer', BRANDS)).toEqual([]);
    expect(suggestedBrands('  ', BRANDS)).toEqual([]);
  });
});
