// `npm test`: lint (ESLint, Prettier, the docs' links, what each workspace declares), the
// translations (every key in the three languages, placeholders matching), typecheck,
// unit tests, the size budget, the API tests on the embedded PostgreSQL (and on DATABASE_URL's when
// set, on Node 24 when NODE_24_DIR names it, with a start), then the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env };
const results = [];
let passed = 0;
let failed = 0;
/** Names of the failed tests, printed last: CI logs are often read from their tail. */
const failures = [];

function step(name, command, args, extraEnv = {}, report) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  if (report) rmSync(report, { force: true });
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (report && existsSync(report)) count(report, name);
  else if (!report && ok) passed++;
  else if (!report) failed++;
  return ok;
}

/** Adds a runner's JSON report (vitest or Playwright) to the totals. */
function count(report, stepName) {
  const data = JSON.parse(readFileSync(report, 'utf8'));
  if ('numPassedTests' in data) {
    passed += data.numPassedTests;
    failed += data.numFailedTests;
    for (const file of data.testResults ?? []) {
      const where = file.name.replace(root, '');
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = (test.failureMessages ?? [])[0]?.split('\n')[0] ?? '';
        failures.push(`${stepName}: ${where} › ${test.fullName}\n      ${why}`);
      }
      // A file that failed before its tests ran (an import error, a hook that threw).
      if (file.status === 'failed' && !(file.assertionResults ?? []).length)
        failures.push(`${stepName}: ${where}\n      ${(file.message ?? '').split('\n')[0]}`);
    }
  } else if (data.stats) {
    passed += data.stats.expected + data.stats.flaky;
    failed += data.stats.unexpected;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
            failures.push(`${stepName}: ${[...titles, spec.title].join(' › ')}\n      ${error}`);
          }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of data.suites ?? []) walk(suite, [suite.title]);
  }
}

const vitest = (workspace, report) => [
  'run',
  'test',
  '-w',
  workspace,
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
];
const reports = `${root}test-results`;

step('lint', 'npm', ['run', 'lint']);
step('translations', 'node', ['scripts/check-translations.mjs']);
step('typecheck', 'npm', ['run', 'typecheck']);
step(
  'unit: core',
  'npm',
  vitest('@avstore/core', `${reports}/core.json`),
  {},
  `${reports}/core.json`,
);
step(
  'unit: demo catalogue',
  'npm',
  vitest('@avstore/demo-catalogue', `${reports}/demo-catalogue.json`),
  {},
  `${reports}/demo-catalogue.json`,
);
step('unit: web', 'npm', vitest('@avstore/web', `${reports}/web.json`), {}, `${reports}/web.json`);
const built = step('build', 'npm', ['run', 'build']);
if (built) step('initial JavaScript budget', 'npm', ['run', 'size', '-w', '@avstore/web']);
step(
  'api: embedded PostgreSQL',
  'npm',
  vitest('@avstore/server', `${reports}/api-embedded.json`),
  { TEST_DB: 'embedded' },
  `${reports}/api-embedded.json`,
);
// NODE_24_DIR, a folder holding Node 24's `node` (CI takes it from the npm registry): the
// external database's run and a start are on Node 24, the embedded run and the rest on this Node.
const node24 = process.env.NODE_24_DIR;
const onNode24 = node24 ? { PATH: `${node24}:${env.PATH}` } : {};
if (process.env.DATABASE_URL) {
  step(
    `api: external PostgreSQL${node24 ? ', Node 24' : ''}`,
    'npm',
    vitest('@avstore/server', `${reports}/api-external.json`),
    { TEST_DB: 'external', ...onNode24 },
    `${reports}/api-external.json`,
  );
}
if (built && node24)
  step('npm start on Node 24', `${node24}/node`, ['scripts/start-check.mjs'], onNode24);
if (built)
  step(
    'end-to-end: Chromium',
    'npm',
    ['run', 'test', '-w', '@avstore/e2e'],
    { CI: 'true' },
    `${root}e2e/test-results/results.json`,
  );

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
console.log(`${passed} passed, ${failed} failed`);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
