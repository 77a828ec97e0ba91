import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '../catalogue/product-page';
import {
  missingTranslations,
  productDetailsIn,
  ProductTranslationsSchema,
} from './product-translations';

const product = {
  description: 'A two-way active speaker.',
  specs: [
    { label: 'Power', value: '1000 W' },
    { label: 'Weight', value: '18 kg' },
  ],
} as ProductDetails;

describe('a product in Sinhala or Tamil', () => {
  const translations = ProductTranslationsSchema.parse({
    si: { description: ' ද්වි-මාර්ග ස්පීකරයකි. ', specLabels: { Power: 'බලය', Weight: '' } },
  });

  it('keeps what the owner wrote, trimmed, and drops empty labels', () => {
    expect(translations.si).toEqual({
      description: 'ද්වි-මාර්ග ස්පීකරයකි.',
      specLabels: { Power: 'බලය' },
    });
  });

  it('shows the translation, English where it is empty', () => {
    const si = productDetailsIn(product, translations, 'si');
    expect(si.description).toBe('ද්වි-මාර්ග ස්පීකරයකි.');
    expect(si.specs).toEqual([
      { label: 'බලය', value: '1000 W' },
      { label: 'Weight', value: '18 kg' },
    ]);
    expect(productDetailsIn(product, translations, 'ta')).toBe(product);
  });

  it('says what is missing', () => {
    expect(missingTranslations(product, translations, 'si')).toEqual({
      description: false,
      specLabels: ['Weight'],
    });
    expect(missingTranslations(product, translations, 'ta')).toEqual({
      description: true,
      specLabels: ['Power', 'Weight'],
    });
  });

  it('refuses a description longer than the English may be', () => {
    const long = ProductTranslationsSchema.safeParse({ ta: { description: 'அ'.repeat(5001) } });
    expect(long.success).toBe(false);
  });
});
