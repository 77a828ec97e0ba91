/**
 * Building blocks of the demo products' spec sheets (see ../product-specs.ts): a sheet is the
 * maker's part number, the rows of its spec sheet in their order, and who honours the warranty.
 */

export interface SpecRow {
  label: string;
  value: string;
}

export interface Warranty {
  months: 6 | 12 | 24 | 36;
  /** 'brand': the brand's authorised agent in Sri Lanka; 'shop': the shop itself. */
  by: 'brand' | 'shop';
}

export interface SpecSheet {
  sku: string;
  specs: SpecRow[];
  warranty: Warranty;
}

// Terms as the agents and the shop give them: a year as a rule, two years on the loudspeakers,
// mixers and amplifiers of the brands whose agents offer it, six months on cables, connectors and
// small accessories. A brand keeps one warrantor.
export const BRAND_6: Warranty = { months: 6, by: 'brand' };
export const BRAND_12: Warranty = { months: 12, by: 'brand' };
export const BRAND_24: Warranty = { months: 24, by: 'brand' };
export const SHOP_6: Warranty = { months: 6, by: 'shop' };
export const SHOP_12: Warranty = { months: 12, by: 'shop' };

/** A sheet from [label, value] rows, the way a spec sheet reads. */
export function sheet(sku: string, warranty: Warranty, rows: [string, string][]): SpecSheet {
  return {
    sku,
    specs: rows.map(([label, value]) => ({ label, value })),
    warranty: { ...warranty },
  };
}
