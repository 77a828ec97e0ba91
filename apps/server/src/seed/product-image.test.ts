import { describe, it, expect } from 'vitest';
import { CATEGORIES } from '@avstore/core';
import { SEED_PRODUCTS } from './catalogue-data';
import { productImageSvg } from './product-image';

describe('productImageSvg', () => {
  it('is deterministic', () => {
    const input = {
      name: 'Yamaha MG10XU',
      brand: 'Yamaha',
      category: 'Analog Mixers' as const,
      variant: 1,
    };
    expect(productImageSvg(input)).toBe(productImageSvg({ ...input }));
  });

  it('gives different variants different images', () => {
    const base = { name: 'Shure SM58', brand: 'Shure', category: 'Wired Microphones' as const };
    const views = [0, 1, 2].map((variant) => productImageSvg({ ...base, variant }));
    expect(new Set(views).size).toBe(3);
  });

  it('escapes XML special characters in text', () => {
    const svg = productImageSvg({
      name: 'Allen & Heath <ZED> "12" \'FX\'',
      brand: 'Allen & Heath',
      category: 'Headphones & Earphones',
    });
    expect(svg).toContain('Headphones &amp; Earphones');
    expect(svg).toContain('ALLEN &amp; HEATH');
    expect(svg).toContain('&lt;ZED&gt; &quot;12&quot; &apos;FX&apos;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(svg).not.toContain('<ZED>');
  });

  it('draws every category without external references and under 6 KB', () => {
    const inputs = [
      ...SEED_PRODUCTS.map((p) => ({ name: p.name, brand: p.brand, category: p.category })),
      ...CATEGORIES.map((category) => ({
        name: 'Test Brand A Very Long Model Name Mk II Pro Edition 2026',
        brand: 'Test Brand',
        category,
      })),
    ];
    for (const input of inputs) {
      for (const variant of [0, 1, 2]) {
        const svg = productImageSvg({ ...input, variant });
        expect(
          svg.startsWith(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"',
          ),
        ).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toContain('<script');
        expect(svg).not.toContain('<image');
        expect(svg).not.toMatch(/href=/);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
        expect(svg).toContain('font-family="system-ui, sans-serif"');
        expect(Buffer.byteLength(svg, 'utf8'), `${input.name} v${variant}`).toBeLessThan(6 * 1024);
      }
    }
  });
});
