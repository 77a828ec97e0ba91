// chart.js (the back office's sales chart, docs/decisions/022-charts.md) must never be in the
// JavaScript a shop page loads first: checked on the build, for Home and every storefront route.
import { readFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
// A message of chart.js's own that minifying keeps: it marks the chunk that holds the library.
const CHART_JS = 'Failed to create chart';
const holdsChart = (file) => readFileSync(new URL(file, dist), 'utf8').includes(CHART_JS);

/** A page's first script and what it imports statically (dynamic imports load later). */
function firstLoad(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) firstLoad(dep, files);
  return files;
}

const withChart = Object.values(manifest).filter(
  (c) => c.file.endsWith('.js') && holdsChart(c.file),
);
if (withChart.length === 0) {
  console.error('chart.js is in no chunk of the build: this check would prove nothing');
  process.exit(1);
}
const shopPages = Object.keys(manifest).filter(
  (key) => key === 'index.html' || (key.startsWith('src/app/routes/') && !key.includes('/admin/')),
);
const leaks = shopPages.filter((key) => [...firstLoad(key)].some(holdsChart));
if (leaks.length > 0) {
  console.error(`chart.js is in the first load of: ${leaks.join(', ')}`);
  process.exit(1);
}
console.log(
  `chart.js only in ${withChart.map((c) => c.file).join(', ')}: in none of ${shopPages.length} shop pages' first load`,
);
