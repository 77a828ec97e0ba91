import { describe, it, expect } from 'vitest';
import { CATEGORIES } from '@avstore/core';
import { SEED_PRODUCTS, type SeedProduct } from './catalogue-data';
import { guessKind, productImageSvg, PRODUCT_KINDS, type ProductKind } from './product-image';

const LONG_NAME = 'Test Brand A Very Long Model Name Mk II Pro Edition 2026';

function seed(name: string): SeedProduct {
  const p = SEED_PRODUCTS.find((p) => p.name === name);
  if (!p) throw new Error(`no seed product ${name}`);
  return p;
}

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

  it('draws every category, kind and seed product without external references and under 6 KB', () => {
    const inputs: {
      name: string;
      brand: string;
      category: (typeof CATEGORIES)[number];
      kind?: ProductKind;
    }[] = [
      ...SEED_PRODUCTS.map(({ name, brand, category, kind }) => ({ name, brand, category, kind })),
      ...CATEGORIES.map((category) => ({ name: LONG_NAME, brand: 'Test Brand', category })),
      ...PRODUCT_KINDS.map((kind) => ({
        name: LONG_NAME,
        brand: 'Test Brand',
        category: 'Headphones & Earphones' as const,
        kind,
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
        expect(svg).not.toContain('<foreignObject');
        expect(svg).not.toContain('<filter');
        expect(svg).not.toMatch(/href=/);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
        expect(svg).toContain('font-family="system-ui, sans-serif"');
        // every url(#...) points at something defined in the same image
        for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g))
          expect(svg, `${input.name} ${ref}`).toContain(`id="${ref}"`);
        expect(Buffer.byteLength(svg, 'utf8'), `${input.name} v${variant}`).toBeLessThan(6 * 1024);
      }
    }
  });

  it('draws each kind differently', () => {
    const svgs = PRODUCT_KINDS.map((kind) =>
      productImageSvg({ name: 'Same Name', brand: 'Same', category: 'Accessories', kind }),
    );
    expect(new Set(svgs).size).toBe(PRODUCT_KINDS.length);
  });

  it('draws products of one category by their kind, not their category', () => {
    // the same name and brand, so only the kind can make the pictures differ
    const picture = ({ category, kind }: SeedProduct) =>
      productImageSvg({ name: 'X', brand: 'X', category, kind });
    expect(picture(seed('AKG C214'))).not.toBe(picture(seed('Shure SM58')));
    expect(picture(seed('Neutrik NL4FX'))).not.toBe(picture(seed('Hosa HMIC-010')));
  });

  it('guesses the kind from the name and category when none is given', () => {
    const p = seed('AKG C214');
    const input = { name: p.name, brand: p.brand, category: p.category };
    expect(productImageSvg(input)).toBe(productImageSvg({ ...input, kind: 'studio-condenser' }));
  });
});

describe('guessKind', () => {
  it('reads the shape from words and well-known models in the name', () => {
    expect(guessKind('Shure SM81', 'Wired Microphones')).toBe('pencil-condenser');
    expect(guessKind('Neumann U 87 Ai', 'Wired Microphones')).toBe('studio-condenser');
    expect(guessKind('Shure SM7B', 'Wired Microphones')).toBe('broadcast-mic');
    expect(guessKind('DPA 4088 Headset Microphone', 'Wireless Microphones')).toBe('headset-mic');
    expect(guessKind('Sennheiser ME 2 Lavalier', 'Wireless Microphones')).toBe('lavalier-mic');
    expect(guessKind('Neutrik NL2FX speakON', 'Accessories')).toBe('speakon-connector');
    expect(guessKind('Hosa 6 m Guitar Jack Cable', 'Accessories')).toBe('jack-cable');
    expect(guessKind('JBL VTX A12 Line Array Element', 'Active Speakers')).toBe('line-array');
    expect(guessKind('Yamaha EMX5 Powered Mixer', 'Analog Mixers')).toBe('powered-mixer');
    expect(guessKind('dbx DriveRack PA2', 'Amplifiers')).toBe('rack-processor');
    expect(guessKind('Mackie DL16S', 'Digital Mixers')).toBe('stagebox-mixer');
  });

  it("falls back to the category's usual kind", () => {
    expect(guessKind('Acme Z-100', 'Column Speakers')).toBe('column-array');
    expect(guessKind('Acme Z-100', 'Wired Microphones')).toBe('handheld-mic');
    expect(guessKind('Acme Z-100', 'Digital Mixers')).toBe('digital-mixer');
  });

  it('agrees with the catalogue on most seed products', () => {
    const agree = SEED_PRODUCTS.filter((p) => guessKind(p.name, p.category) === p.kind).length;
    expect(agree / SEED_PRODUCTS.length).toBeGreaterThan(0.9);
  });
});
