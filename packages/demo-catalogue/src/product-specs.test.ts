import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from './catalogue-data';
import { SEED_SPECS } from './product-specs';

const entries = Object.entries(SEED_SPECS);
const brandOf = new Map(SEED_PRODUCTS.map((p) => [p.name, p.brand]));
const kindOf = new Map(SEED_PRODUCTS.map((p) => [p.name, p.kind]));

describe('seed product specifications', () => {
  it('has an entry for every seed product and none for any other name', () => {
    const names = SEED_PRODUCTS.map((p) => p.name).sort();
    expect(Object.keys(SEED_SPECS).sort()).toEqual(names);
  });

  it('gives every product its own non-empty SKU', () => {
    for (const [name, { sku }] of entries) {
      expect(sku.trim(), name).not.toBe('');
      expect(sku, name).toBe(sku.trim());
    }
    const skus = entries.map(([, s]) => s.sku.toLowerCase());
    const repeated = skus.filter((sku, i) => skus.indexOf(sku) !== i);
    expect(repeated).toEqual([]);
  });

  it('lists 4 to 8 rows with unique, non-empty labels', () => {
    for (const [name, { specs }] of entries) {
      expect(specs.length, name).toBeGreaterThanOrEqual(4);
      expect(specs.length, name).toBeLessThanOrEqual(8);
      const labels = specs.map((row) => row.label);
      for (const label of labels) expect(label.trim(), name).not.toBe('');
      expect(new Set(labels).size, `${name}: ${labels.join(', ')}`).toBe(labels.length);
    }
  });

  it('keeps values non-empty, trimmed and free of angle brackets', () => {
    for (const [name, { specs }] of entries) {
      for (const { label, value } of specs) {
        const where = `${name} / ${label}`;
        expect(value, where).not.toBe('');
        expect(value, where).toBe(value.trim());
        expect(value, where).not.toMatch(/[<>]/);
      }
    }
  });

  it('writes ranges of figures with an en dash, not a hyphen', () => {
    for (const [name, { specs }] of entries) {
      for (const { label, value } of specs) {
        if (/range|response/i.test(label))
          expect(value, `${name} / ${label}`).not.toMatch(/\d\s?-\s?\d/);
      }
    }
    expect(SEED_SPECS['Shure SM58']?.specs).toContainEqual({
      label: 'Frequency response',
      value: '50 Hz – 15 kHz',
    });
  });

  it('gives 6, 12, 24 or 36 months of warranty, each brand through one warrantor', () => {
    const warrantor = new Map<string, string>();
    for (const [name, { warranty }] of entries) {
      expect([6, 12, 24, 36], name).toContain(warranty.months);
      expect(['brand', 'shop'], name).toContain(warranty.by);
      const brand = brandOf.get(name) ?? name;
      expect(warrantor.get(brand) ?? warranty.by, name).toBe(warranty.by);
      warrantor.set(brand, warranty.by);
    }
  });

  it('gives cables and connectors six months, and Behringer the shop’s year', () => {
    const short = ['xlr-cable', 'jack-cable', 'xlr-connector', 'speakon-connector'];
    for (const [name, { warranty }] of entries) {
      if (short.includes(kindOf.get(name) ?? '')) expect(warranty.months, name).toBe(6);
    }
    expect(SEED_SPECS['Behringer X32']?.warranty).toEqual({ months: 12, by: 'shop' });
    expect(SEED_SPECS['Shure SM58']?.warranty).toEqual({ months: 12, by: 'brand' });
    expect(SEED_SPECS['Neutrik NL4FX']?.warranty).toEqual({ months: 6, by: 'shop' });
  });

  it('keeps the published figures of a known model, in spec-sheet order', () => {
    expect(SEED_SPECS['Shure SM58']).toMatchObject({
      sku: 'SM58-LC',
      specs: [
        { label: 'Type', value: 'Dynamic' },
        { label: 'Polar pattern', value: 'Cardioid' },
        { label: 'Frequency response', value: '50 Hz – 15 kHz' },
        { label: 'Sensitivity', value: '−54.5 dBV/Pa (1.85 mV)' },
        { label: 'Output impedance', value: '150 Ω' },
        { label: 'Connector', value: '3-pin XLR male' },
        { label: 'Weight', value: '298 g' },
      ],
    });
  });
});
