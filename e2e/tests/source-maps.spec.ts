import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

test('the built app has no source map and no script points to one', () => {
  const built = files(dist);
  expect(built.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(0);
  expect(built.filter((f) => /\.map(\.gz|\.br)?$/.test(f))).toEqual([]);
  for (const file of built.filter((f) => /\.(js|css)$/.test(f)))
    expect(fs.readFileSync(file, 'utf8'), file).not.toContain('sourceMappingURL');
});

test('the store serves no source map for the scripts a page loads', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const js = await request.get(script);
    expect(js.status(), script).toBe(200);
    expect(await js.text(), script).not.toContain('sourceMappingURL');
    const map = await request.get(`${script}.map`);
    expect(map.status(), `${script}.map`).toBe(404);
    expect(await map.text()).not.toContain('"sources"');
  }
});
