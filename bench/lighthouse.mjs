// Lighthouse (mobile, its CLI default) on /, /shop, /cart and /checkout, or on the paths given as
// arguments instead. /cart and /checkout are seen by a visitor with an empty cart.
// Run through npx so Lighthouse and its many dependencies stay out of the workspace lock file.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME, CHROME_ARGS } from './lib/chromium.mjs';
import { deadline, onCleanup, record, startStore, tempDir } from './lib/server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEFAULT_PATHS = ['/', '/shop', '/cart', '/checkout'];
const PATHS = [...new Set(process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS)];
const RUN_TIMEOUT = 120_000;
const TRIES = 3;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const CHROME_FLAGS = ['--headless=new', ...CHROME_ARGS].join(' ');
const RESULTS = fileURLToPath(new URL('results/', import.meta.url));

deadline(PATHS.length * RUNS * RUN_TIMEOUT + 300_000, 'lighthouse');

if (!existsSync(CHROME)) {
  console.error(`no Chromium at ${CHROME}; install it with: apt-get install chromium`);
  process.exit(1);
}

/** Runs npx in its own process group, so a timeout also ends the Chromium it launched. */
function npx(args, cwd, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['-y', ...args], {
      cwd,
      env: { ...process.env, CHROME_PATH: CHROME },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (c) => (output = (output + c).slice(-4000));
    child.stdout.setEncoding('utf8').on('data', keep);
    child.stderr.setEncoding('utf8').on('data', keep);
    const kill = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const forget = onCleanup(kill);
    const timer = setTimeout(kill, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      forget();
      resolve({ code: code ?? signal, output });
    });
  });
}

async function lighthouse(url, out, cwd) {
  const args = [LIGHTHOUSE, url, '--output=json', `--output-path=${out}`, '--quiet'];
  const { code, output } = await npx([...args, `--chrome-flags=${CHROME_FLAGS}`], cwd, RUN_TIMEOUT);
  // Lighthouse can exit non-zero over Chromium's own noise after writing a good report.
  const lhr = JSON.parse(await fs.readFile(out, 'utf8').catch(() => 'null'));
  await fs.rm(out, { force: true });
  if (!lhr) throw new Error(`lighthouse wrote no report for ${url} (exit ${code})\n${output}`);
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Audits of a category that lost points, each with a few of the elements or items at fault. */
function failing(lhr, category) {
  const lines = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
    if (audit.scoreDisplayMode === 'error') lines.push(`${audit.id}: ${audit.title} (audit error)`);
    else if (scored && audit.score !== null && audit.score < 1) {
      const items = (audit.details?.items ?? []).map(
        (i) => i.node?.selector ?? i.description ?? i.source?.url ?? i.url ?? '',
      );
      const where = items.filter(Boolean).slice(0, 3).join(' | ');
      const weight = ref.weight ? '' : ' (weight 0: does not lower the score)';
      lines.push(`${audit.id}: ${audit.title}${weight}${where ? ` [${where}]` : ''}`);
    }
  }
  return lines;
}

const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '?';

let store;
const tmp = await tempDir('avb-lh-');
try {
  console.log(`lighthouse: ${LIGHTHOUSE} (mobile), ${RUNS} runs per page, Chromium ${CHROME}`);
  const version = await npx([LIGHTHOUSE, '--version'], tmp, 300_000); // fetched once, untimed
  if (version.code !== 0) throw new Error(`npx could not run ${LIGHTHOUSE}\n${version.output}`);
  store = await startStore();
  const pages = {};
  const lines = [];
  for (const page of PATHS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const measure = () => lighthouse(store.url + page, path.join(tmp, 'report.json'), tmp);
      // A slow machine now and then makes Chromium miss its first paint (NO_FCP) or its trace
      // (NO_NAVSTART): up to TRIES attempts per run.
      let lhr;
      for (let attempt = 1; !lhr; attempt++) {
        try {
          lhr = await measure();
        } catch (error) {
          if (attempt >= TRIES) throw error;
          const why = error.message.split('\n')[0];
          console.log(`  ${page} run ${i + 1} failed, trying again: ${why}`);
        }
      }
      runs.push(lhr);
      console.log(
        `  ${page} run ${i + 1}: ${Object.keys(TARGETS)
          .map((c) => score(lhr, c))
          .join('/')}`,
      );
    }
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((c) => [c, median(runs.map((r) => score(r, c)))]),
    );
    const medianRun = runs.find((r) => score(r, 'performance') === scores.performance);
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
