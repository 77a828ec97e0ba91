import { describe, expect, it } from 'vitest';
import { attributeIssues } from '@avstore/core';
import { SEED_PRODUCTS } from './catalogue-data';
import { SEED_ATTRIBUTES } from './product-attributes';

describe('the demo products’ typed specifications', () => {
  const byName = new Map(SEED_PRODUCTS.map((p) => [p.name, p]));

  it('name demo products only', () => {
    expect(Object.keys(SEED_ATTRIBUTES).filter((name) => !byName.has(name))).toEqual([]);
  });

  it('are specifications of each product’s category, with values they allow', () => {
    const issues = Object.entries(SEED_ATTRIBUTES).flatMap(([name, values]) =>
      attributeIssues(byName.get(name)!.category, values).map((i) => `${name}: ${i.message}`),
    );
    expect(issues).toEqual([]);
  });
});
