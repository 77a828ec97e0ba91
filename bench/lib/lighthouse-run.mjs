// Lighthouse (mobile, its CLI default) on one page, for lighthouse.mjs, photos.mjs and
// product-pages.mjs. Run through npx so Lighthouse and its many dependencies stay out of the
// workspace lock file. Every run scores all four categories (performance, accessibility,
// best-practices, SEO); TARGETS are the pages' usual targets, a benchmark may judge more.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CHROME, CHROME_ARGS } from './chromium.mjs';
import { onCleanup } from './server.mjs';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
export const RUN_TIMEOUT = 120_000;
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
/** TARGETS and SEO, for the pages search engines are meant to show (product pages). */
export const SEO_TARGETS = { ...TARGETS, seo: 100 };
const TRIES = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROME_ARGS].join(' ');

/** Runs npx in its own process group, so a timeout also ends the Chromium it launched. */
export function npx(args, cwd, timeoutMs) {
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

/** Fetches Lighthouse once (untimed), so the first measured run does not download it. */
export async function fetchLighthouse(cwd) {
  const version = await npx([LIGHTHOUSE, '--version'], cwd, 300_000);
  if (version.code !== 0) throw new Error(`npx could not run ${LIGHTHOUSE}\n${version.output}`);
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

/**
 * One Lighthouse run of `url` (its report, as an object), working in the folder `cwd`. A slow
 * machine now and then makes Chromium miss its first paint (NO_FCP) or its trace (NO_NAVSTART):
 * up to TRIES attempts, each failure but the last printed after `label`.
 */
export async function lighthouseRun(url, cwd, label) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, path.join(cwd, 'report.json'), cwd);
    } catch (error) {
      if (attempt >= TRIES) throw error;
      const why = error.message.split('\n')[0];
      console.log(`  ${label} failed, trying again: ${why}`);
    }
  }
}

export const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
export const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '?';

/** Audits of a category that lost points, each with a few of the elements or items at fault. */
export function failing(lhr, category) {
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

/**
 * `runs` runs of each page, printed as they come: per page its median scores, the run whose
 * performance is the median (for its metrics and audits), and every run. `categories`: the
 * scores printed and returned, TARGETS' by default.
 */
export async function lighthousePages(
  baseUrl,
  pages,
  runs,
  cwd,
  categories = Object.keys(TARGETS),
) {
  const result = {};
  for (const page of pages) {
    const list = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await lighthouseRun(baseUrl + page, cwd, `${page} run ${i + 1}`);
      list.push(lhr);
      const scores = categories.map((c) => score(lhr, c));
      console.log(`  ${page} run ${i + 1}: ${scores.join('/')}`);
    }
    const scores = Object.fromEntries(
      categories.map((c) => [c, median(list.map((r) => score(r, c)))]),
    );
    const medianRun = list.find((r) => score(r, 'performance') === scores.performance);
    result[page] = { scores, medianRun, runs: list };
  }
  return result;
}
