// Relevance of the Shop's search in the shopper's words (issue #25): the query set of
// apps/server/test/search/shopper-queries.json against the demo catalogue, scored as a shopper
// meets it. Precision in the first five: of the products shown first (up to five), how many are
// right for the query, out of as many as the shop has; a search that shows nothing scores 0. Zero-result rate: the searches that
// showed no product at all ('No products found').
import fs from 'node:fs/promises';
import path from 'node:path';
import { deadline, record, ROOT, startStore } from './lib/server.mjs';

const QUERIES = path.join(ROOT, 'apps/server/test/search/shopper-queries.json');
const TARGET = { precision: 0.8, zeroResults: 0.05 };

deadline(180_000, 'search-relevance');

/** Whether a found product is a right answer for the query. */
function isRelevant(product, relevant) {
  const byCategory = relevant.categories?.includes(product.category);
  const byBrand = relevant.brands?.includes(product.brand);
  const byName = relevant.names?.includes(product.name);
  if (relevant.both) return Boolean(byCategory && byBrand);
  return Boolean(byCategory || byBrand || byName);
}

/**
 * Of the first five shown, the share that is right, out of as many as could be: a query with
 * one right product in the shop scores 100% when it comes first.
 */
function score(query, answer, catalogue) {
  const shown = answer.items.slice(0, 5);
  const right = shown.filter((p) => isRelevant(p, query.relevant)).length;
  const couldBe = catalogue.filter((p) => isRelevant(p, query.relevant)).length;
  const names = new Set(answer.items.map((p) => p.name));
  return {
    precision: shown.length === 0 ? 0 : right / Math.min(shown.length, couldBe),
    zero: answer.total === 0,
    missing: query.mustFind.filter((name) => !names.has(name)),
  };
}

const mean = (list) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
const pct = (x) => `${(x * 100).toFixed(1)}%`;

const { queries } = JSON.parse(await fs.readFile(QUERIES, 'utf8'));
const store = await startStore();
try {
  const catalogue = await (await fetch(`${store.url}/api/products/`)).json();
  const scored = [];
  for (const query of queries) {
    const params = new URLSearchParams({ q: query.query, pageSize: '100' });
    const res = await fetch(`${store.url}/api/products/search?${params}`);
    if (res.status !== 200) throw new Error(`${query.query}: status ${res.status}`);
    scored.push({ query, ...score(query, await res.json(), catalogue) });
  }
  const kinds = [...new Set(queries.map((q) => q.kind))];
  const row = (label, list) =>
    `${label.padEnd(14)} ${String(list.length).padStart(3)} queries  precision@5 ${pct(mean(list.map((s) => s.precision))).padStart(6)}  zero results ${pct(mean(list.map((s) => (s.zero ? 1 : 0)))).padStart(6)}  must-find missed ${list.filter((s) => s.missing.length > 0).length}`;
  const precision = mean(scored.map((s) => s.precision));
  const zeroResults = mean(scored.map((s) => (s.zero ? 1 : 0)));
  const lines = [
    ...kinds.map((kind) =>
      row(
        kind,
        scored.filter((s) => s.query.kind === kind),
      ),
    ),
    row('all', scored),
    ...scored
      .filter((s) => !s.zero && s.precision < 0.8)
      .map((s) => `'${s.query.query}': precision@5 ${pct(s.precision)}`),
    ...scored
      .filter((s) => s.zero || s.missing.length > 0)
      .map(
        (s) => `'${s.query.query}': ${s.zero ? 'nothing found' : `missed ${s.missing.join(', ')}`}`,
      ),
  ];
  await record('search-relevance', {
    headline: `${queries.length} shopper queries: precision@5 ${pct(precision)}, zero results ${pct(zeroResults)}`,
    target: `precision@5 ≥ ${pct(TARGET.precision)}, zero results ≤ ${pct(TARGET.zeroResults)}`,
    ok: precision >= TARGET.precision && zeroResults <= TARGET.zeroResults,
    lines,
    metrics: { precision, zeroResults, queries: queries.length },
  });
} finally {
  await store.stop();
}
