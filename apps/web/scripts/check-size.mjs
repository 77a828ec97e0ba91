// The initial JavaScript budget: everything the browser loads before Home shows, gzipped.
// Deterministic, so `npm test` enforces it (issue: at most 125 KB; issue #30 let the Sinhala and
// Tamil pages' machinery add 2 KB to an English page, docs/decisions/027-languages.md).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 125 * 1024;
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
visit('src/app/routes/home.tsx');

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET ? 'within' : 'OVER';
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JavaScript, ${verdict} the ${BUDGET / 1024} KB budget`,
);
if (total > BUDGET) process.exit(1);
