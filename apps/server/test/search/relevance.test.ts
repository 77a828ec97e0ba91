// The relevance set of issue #25: searches shoppers type, each with the demo products it must
// find (bench/search-relevance.mjs scores the same set). A query that stops finding its products
// fails here.
import { describe, expect } from 'vitest';
import { ProductSearchResultSchema } from '@avstore/core';
import { appTest } from '../fixtures';
import queries from './shopper-queries.json';

const it = appTest({ seed: true });

describe('the searches shoppers type, on the demo catalogue', () => {
  it.for(queries.queries)('$kind: $query', async (query, { t }) => {
    const params = new URLSearchParams({ q: query.query, pageSize: '100' });
    const res = await fetch(`${t.url}/api/products/search?${params}`);
    expect(res.status).toBe(200);
    const result = ProductSearchResultSchema.parse(await res.json());
    const names = result.items.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(query.mustFind));
    if ('firstFive' in query)
      expect(names.slice(0, 5)).toEqual(expect.arrayContaining(query.firstFive as string[]));
    if ('didYouMean' in query)
      expect(result.didYouMean?.toLowerCase()).toBe(query.didYouMean as string);
  });
});
