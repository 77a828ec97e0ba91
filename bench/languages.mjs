// The store in Sinhala and Tamil (issue #30): Lighthouse mobile on Home in Sinhala (/si/), the Shop
// in Tamil (/ta/shop) and a product's page in Tamil, each page LIGHTHOUSE_RUNS times (default 3),
// after the demo's pictures have been processed, so that no run shares the machine with sharp.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstProductPage } from './lib/choose-product.mjs';
import { CHROME } from './lib/chromium.mjs';
import { jsonClient } from './lib/http-json.mjs';
import {
  failing,
  fetchLighthouse,
  LIGHTHOUSE,
  lighthousePages,
  metric,
  RUN_TIMEOUT,
  SEO_TARGETS,
} from './lib/lighthouse-run.mjs';
import { connectEmbedded, picturesProcessed } from './lib/seed-products.mjs';
import { deadline, record, startStore, tempDir } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const RESULTS = fileURLToPath(new URL('results/', import.meta.url));

deadline(3 * RUNS * RUN_TIMEOUT + 300_000, 'languages');

if (!existsSync(CHROME)) {
  console.error(`no Chromium at ${CHROME}; install it with: apt-get install chromium`);
  process.exit(1);
}

let store;
let db;
const tmp = await tempDir('avb-lang-');
try {
  console.log(`languages: ${LIGHTHOUSE} (mobile), ${RUNS} runs per page, Chromium ${CHROME}`);
  await fetchLighthouse(tmp); // fetched once, untimed
  store = await startStore();
  db = await connectEmbedded(store);
  await picturesProcessed(db);
  // The first product by name with specifications: its page shows the typed ones translated.
  const { product } = await firstProductPage(
    jsonClient(store.url),
    (page) => page.product.specs.length > 0,
    'specifications',
  );
  const paths = ['/si/', '/ta/shop', `/ta/product/${product.slug}`];
  const categories = Object.keys(SEO_TARGETS);
  const measured = await lighthousePages(store.url, paths, RUNS, tmp, categories);
  const pages = {};
  const lines = [];
  await fs.mkdir(RESULTS, { recursive: true });
  for (const page of paths) {
    const { scores, medianRun } = measured[page];
    // What lost points: performance's audits only when under its target (its diagnostics
    // always list something).
    const failures = Object.fromEntries(
      categories.filter((c) => scores[c] < SEO_TARGETS[c]).map((c) => [c, failing(medianRun, c)]),
    );
    pages[page] = { ...scores, failures };
    const slug = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    await fs.writeFile(
      path.join(RESULTS, `languages-${slug.slice(0, 40)}.report.json`),
      JSON.stringify(medianRun),
    );
    lines.push(
      `${page}: ${categories.map((c) => `${c} ${scores[c]}`).join(', ')} (median run: FCP ` +
        `${metric(medianRun, 'first-contentful-paint')}, LCP ` +
        `${metric(medianRun, 'largest-contentful-paint')}, TBT ` +
        `${metric(medianRun, 'total-blocking-time')}, CLS ` +
        `${metric(medianRun, 'cumulative-layout-shift')})`,
      ...Object.entries(failures).flatMap(([c, list]) => list.map((l) => `  ${c} fails ${l}`)),
    );
  }
  const ok = Object.values(pages).every((p) =>
    Object.entries(SEO_TARGETS).every(([c, t]) => p[c] >= t),
  );
  await record('languages', {
    headline: Object.entries(pages)
      .map(
        ([p, s]) =>
          `${p.startsWith('/ta/product/') ? '/ta/product/…' : p} ` +
          categories.map((c) => s[c]).join('/'),
      )
      .join(', '),
    target: `Lighthouse ${Object.values(SEO_TARGETS).join('/')} (${categories.join('/')})`,
    ok,
    lines: [
      `the Tamil product: ${product.name}`,
      ...lines,
      `median runs' full reports: bench/results/languages-*.report.json`,
    ],
    metrics: { runs: RUNS, product: product.name, pages },
  });
} catch (error) {
  console.error(`languages: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db?.end().catch(() => undefined);
  await store?.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
