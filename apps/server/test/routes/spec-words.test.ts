import fs from 'node:fs';
import { beforeAll, describe, expect } from 'vitest';
import { defaultWebRoot } from '../../src/server';
import { serverEntryOf } from '../../src/plugins/product-pages';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

// The Shop's typed specifications as the server renders them in Sinhala and Tamil (issue #30):
// their filters' labels and units, and the sorts they add, in the page's language.

const webRoot = defaultWebRoot();
const it = appTest({ seed: true, webRoot });

beforeAll(() => {
  if (!fs.existsSync(serverEntryOf(webRoot)))
    throw new Error('the web app is not built: run npm run build before these tests');
});

/** The page's head and its rendered body, React's text separators left out. */
async function page(t: TestApp, path: string) {
  const text = await (await fetch(`${t.url}${path}`)).text();
  const at = text.indexOf('<div id="root">');
  return { head: text.slice(0, at), root: text.slice(at).replaceAll('<!-- -->', '') };
}

describe("the Shop's typed specifications, rendered", () => {
  it.for([
    ['si', 'වූෆර් ප්‍රමාණය', 'අඟල්', 'වූෆර් ප්‍රමාණය: වැඩි සිට අඩු', 'සම්බන්ධතා'],
    ['ta', 'வூஃபர் அளவு', 'அங்குலம்', 'வூஃபர் அளவு: அதிகத்திலிருந்து குறைவு', 'இணைப்புகள்'],
  ])('in %s', async ([language, label, unit, sort, choice], { t }) => {
    const { root } = await page(t, `/${language}/shop?category=Active+Speakers`);
    expect(root).toContain(`${label}<span class="text-slate-500"> (${unit})</span>`);
    expect(root).toContain(`>${sort}</option>`);
    expect(root).toContain(`>${choice}</legend>`);
    expect(root).toContain('<span>XLR</span>');
  });

  it('in English as before, with nothing more to fetch', async ({ t }) => {
    const { head, root } = await page(t, '/shop?category=Active+Speakers');
    expect(root).toContain('Woofer size<span class="text-slate-500"> (in)</span>');
    expect(root).toContain('>Woofer size: high to low</option>');
    expect(head).not.toMatch(/specs-/);
  });
});
