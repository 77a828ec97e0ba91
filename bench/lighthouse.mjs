// Lighthouse (mobile, its CLI default) on /, /shop, /cart and /checkout, or on the paths given as
// arguments instead. /cart and /checkout are seen by a visitor with an empty cart.
// Run through npx (lib/lighthouse-run.mjs) so Lighthouse stays out of the workspace lock file.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME } from './lib/chromium.mjs';
import {
  failing,
  fetchLighthouse,
  LIGHTHOUSE,
  lighthousePages,
  metric,
  RUN_TIMEOUT,
  TARGETS,
} from './lib/lighthouse-run.mjs';
import { deadline, record, startStore, tempDir } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEFAULT_PATHS = ['/', '/shop', '/cart', '/checkout'];
const PATHS = [...new Set(process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS)];
const RESULTS = fileURLToPath(new URL('results/', import.meta.url));

deadline(PATHS.length * RUNS * RUN_TIMEOUT + 300_000, 'lighthouse');

if (!existsSync(CHROME)) {
  console.error(`no Chromium at ${CHROME}; install it with: apt-get install chromium`);
  process.exit(1);
}

let store;
const tmp = await tempDir('avb-lh-');
try {
  console.log(`lighthouse: ${LIGHTHOUSE} (mobile), ${RUNS} runs per page, Chromium ${CHROME}`);
  await fetchLighthouse(tmp); // fetched once, untimed
  store = await startStore();
  const pages = {};
  const lines = [];
  for (const page of PATHS) {
    const { scores, medianRun } = (await lighthousePages(store.url, [page], RUNS, tmp))[page];
    const failures = {
      accessibility: failing(medianRun, 'accessibility'),
      'best-practices': failing(medianRun, 'best-practices'),
    };
    pages[page] = { ...scores, failures };
    const slug = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await fs.mkdir(RESULTS, { recursive: true });
    await fs.writeFile(
      path.join(RESULTS, `lighthouse-${slug}.report.json`),
      JSON.stringify(medianRun),
    );
    lines.push(
      `${page}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best-practices ${scores['best-practices']} (median run: FCP ${metric(medianRun, 'first-contentful-paint')}, ` +
        `LCP ${metric(medianRun, 'largest-contentful-paint')}, TBT ${metric(medianRun, 'total-blocking-time')}, ` +
        `CLS ${metric(medianRun, 'cumulative-layout-shift')})`,
      ...Object.entries(failures).flatMap(([c, list]) => list.map((l) => `  ${c} fails ${l}`)),
    );
  }
  const ok = Object.values(pages).every((p) =>
    Object.entries(TARGETS).every(([c, t]) => p[c] >= t),
  );
  await record('lighthouse', {
    headline: Object.entries(pages)
      .map(([p, s]) => `${p} ${s.performance}/${s.accessibility}/${s['best-practices']}`)
      .join(', '),
    target: 'performance/accessibility/best-practices 95/100/100',
    ok,
    lines: [...lines, `median runs' full reports: bench/results/lighthouse-*.report.json`],
    metrics: { runs: RUNS, pages },
  });
} catch (error) {
  console.error(`lighthouse: ${error.message}`);
  process.exitCode = 1;
} finally {
  await store?.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
