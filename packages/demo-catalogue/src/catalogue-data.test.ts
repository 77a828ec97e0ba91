import { describe, it, expect } from 'vitest';
import { CATEGORIES } from '@avstore/core';
import { SEED_PRODUCTS, SPECIAL_DEAL_NAME } from './catalogue-data';
import { PRODUCT_KINDS } from './drawings/kinds';

describe('seed catalogue', () => {
  it('has at least 150 products with unique names', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(SEED_PRODUCTS.map((p) => p.name)).size).toBe(SEED_PRODUCTS.length);
  });

  it('puts at least 5 products in every category and uses no other category', () => {
    for (const category of CATEGORIES) {
      expect(
        SEED_PRODUCTS.filter((p) => p.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(5);
    }
    for (const p of SEED_PRODUCTS) expect(CATEGORIES as readonly string[]).toContain(p.category);
  });

  it('gives every product a kind, and the real model its shape', () => {
    for (const p of SEED_PRODUCTS) expect(PRODUCT_KINDS, p.name).toContain(p.kind);
    const kindOf = (name: string) => SEED_PRODUCTS.find((p) => p.name === name)?.kind;
    expect(kindOf('Shure SM58')).toBe('handheld-mic');
    expect(kindOf('AKG C214')).toBe('studio-condenser');
    expect(kindOf('Shure SM7B')).toBe('broadcast-mic');
    expect(kindOf('Neutrik NL4FX')).toBe('speakon-connector');
    expect(kindOf('Hosa HMIC-010')).toBe('xlr-cable');
    expect(kindOf('Behringer XR18')).toBe('stagebox-mixer');
    expect(kindOf('Yamaha HS8')).toBe('studio-monitor');
  });

  it('shows all three stock states', () => {
    for (const p of SEED_PRODUCTS)
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.name).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.stock === 0)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.stock > 5)).toBe(true);
  });

  it('keeps prices positive with at most two decimals, and discounts below the price', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.price, p.name).toBeGreaterThan(0);
      expect(
        Number.isInteger(Math.round(p.price * 100)) &&
          Math.abs(p.price * 100 - Math.round(p.price * 100)) < 1e-6,
      ).toBe(true);
      if (p.discountPrice !== undefined) {
        expect(p.discountPrice, p.name).toBeGreaterThan(0);
        expect(p.discountPrice, p.name).toBeLessThan(p.price);
      }
    }
  });

  it('sets promo code and promo discount together', () => {
    const codes: string[] = [];
    for (const p of SEED_PRODUCTS) {
      expect(p.promoCode === undefined, p.name).toBe(p.promoDiscount === undefined);
      if (p.promoCode !== undefined) {
        expect(p.promoCode, p.name).toMatch(/^[A-Z0-9]{4,12}$/);
        expect(
          Number.isInteger(p.promoDiscount) && p.promoDiscount! >= 5 && p.promoDiscount! <= 25,
          p.name,
        ).toBe(true);
        codes.push(p.promoCode);
      }
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('prices KOKO instalments as a third of the selling price, rounded up to the cent', () => {
    for (const p of SEED_PRODUCTS) {
      if (!p.koko) continue;
      const cents = Math.round((p.discountPrice ?? p.price) * 100);
      expect(p.koko.count, p.name).toBe(3);
      expect(p.koko.price, p.name).toBe(Math.ceil(cents / 3) / 100);
    }
  });

  it('features exactly 10 products', () => {
    expect(SEED_PRODUCTS.filter((p) => p.featured).length).toBe(10);
  });

  it('has the special deal with SPECIAL10 at 10%', () => {
    const deal = SEED_PRODUCTS.find((p) => p.name === SPECIAL_DEAL_NAME);
    expect(deal).toBeDefined();
    expect(deal!.category).toBe('Portable Speakers');
    expect(deal!.promoCode).toBe('SPECIAL10');
    expect(deal!.promoDiscount).toBe(10);
    expect(deal!.stock).toBeGreaterThanOrEqual(20);
    expect(deal!.featured).toBe(true);
    expect(deal!.koko).toBeDefined();
    for (const word of [
      '250 W',
      'battery',
      'digital mixer',
      'app control',
      'Bluetooth',
      'wireless microphone',
    ]) {
      expect(deal!.description).toContain(word);
    }
  });
});
