// The Shop on a phone, in Chromium: how soon the first product card is painted, how soon a
// keystroke shows in the search box, and how soon the grid shows the matches. Used by growth.mjs.
//
// The phone: Playwright's Pixel 5 (393×727 CSS px, 2.75 device pixels, touch, mobile user agent)
// with the CPU slowed CPU_SLOWDOWN times by CDP's Emulation.setCPUThrottlingRate; the network is
// the loopback, unthrottled. Every load is in a new browser context: an empty cache.
//
// First card: a MutationObserver installed before the page's own scripts gives every product card
// (an `article`, or failing that the element around a "View details of ..." button) and everything
// in it the `elementtiming` attribute as it is inserted, so Element Timing reports the paint of
// its text and picture (renderTime, from navigation start). The first card is the earliest
// text-paint entry of a card. As a check, a rAF loop from the start notes the first frame in which
// a card with text lies in the viewport; when Element Timing reports nothing, that frame is used
// (the method is returned with the figure).
//
// Keystrokes: once the page is quiet (network idle, then an idle callback) the query is typed with
// KEY_DELAY ms between keys. A capturing keydown listener notes each key's event timeStamp; a rAF
// loop notes the first frame whose box holds the text typed so far, and a message posted from
// that rAF callback runs after the frame is drawn: keystroke = that moment − keydown. Grid = from
// the last keydown to the first frame (same method, checked after each DOM change) in which the
// products are not marked aria-busy, "Showing X of Y products" gives the API's total for the
// query as Y, and the first card's name holds the query. A second query is then typed with every
// search answer held back HOLD_MS by the browser: its keystrokes must not wait for it.
import { chromium, devices } from 'playwright-core';
import { CHROME, CHROME_ARGS } from './chromium.mjs';
import { percentile } from './http-json.mjs';
import { get, onCleanup } from './server.mjs';

export const PHONE = 'Pixel 5';
export const CPU_SLOWDOWN = 4;
export const KEY_DELAY = 150;
export const HOLD_MS = 800;

/** Headless Chromium (lib/chromium's path and flags), closed by lib/server's cleanup too. */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: CHROME_ARGS,
    timeout: 30_000,
    // Playwright's own handlers would exit before lib/server.mjs has stopped the store.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const forget = onCleanup(() => browser.close());
  return {
    browser,
    close: async () => {
      forget();
      await browser.close().catch(() => undefined);
    },
  };
}

/** Runs in the page before its scripts (see the header). */
function instrument() {
  const CARD = 'main article';
  const NAMED = '[aria-label^="View details of "]';
  const s = { cardPaint: null, imagePaint: null, cardFrame: null, keys: [], recording: false };
  window.__growth = s;
  const cards = () => {
    const list = document.querySelectorAll(CARD);
    if (list.length) return [...list];
    return [...document.querySelectorAll(`main ${NAMED}`)].map((b) => b.parentElement);
  };
  const afterFrame = (fn) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => fn(performance.now());
    channel.port2.postMessage(0);
  };
  let dirty = true;
  new MutationObserver(() => {
    dirty = true;
    for (const card of cards()) {
      if (!card.hasAttribute('elementtiming')) card.setAttribute('elementtiming', 'card');
      for (const el of card.querySelectorAll(':not([elementtiming])'))
        el.setAttribute('elementtiming', 'card');
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.identifier !== 'card') continue;
      const at = e.renderTime || e.loadTime;
      if (e.name === 'text-paint') s.cardPaint = Math.min(s.cardPaint ?? at, at);
      else s.imagePaint = Math.min(s.imagePaint ?? at, at);
    }
  }).observe({ type: 'element', buffered: true });
  const watchFirstCard = () => {
    const seen = cards().some((card) => {
      const r = card.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.height > 0 && card.textContent.trim();
    });
    if (seen) afterFrame((t) => (s.cardFrame = t));
    else requestAnimationFrame(watchFirstCard);
  };
  requestAnimationFrame(watchFirstCard);

  s.gridMatches = () => {
    const main = document.querySelector('main');
    if (!main || main.querySelector('[aria-busy="true"]')) return false;
    const shown = /Showing\s+([\d,]+)\s+of\s+([\d,]+)\s+products/.exec(main.textContent);
    if (!shown || Number(shown[2].replace(/,/g, '')) !== s.expectedTotal) return false;
    const first = main.querySelector(NAMED)?.getAttribute('aria-label') ?? '';
    return first.toLowerCase().includes(s.query.trim().toLowerCase());
  };
  s.start = (query, expectedTotal) => {
    const input = document.querySelector('input[placeholder="Search products..."]'); // the Shop's box, not the header's
    Object.assign(s, { query, expectedTotal, keys: [], gridAt: null, recording: true });
    const onKey = (e) => {
      if (e.target === input) s.keys.push({ down: e.timeStamp, frame: null, shown: null });
    };
    document.addEventListener('keydown', onKey, { capture: true, passive: true });
    s.stop = () => {
      s.recording = false;
      document.removeEventListener('keydown', onKey, { capture: true });
    };
    dirty = true;
    const frame = (ts) => {
      if (!s.recording) return;
      s.keys.forEach((k, i) => {
        if (k.frame !== null || !input.value.startsWith(query.slice(0, i + 1))) return;
        k.frame = ts;
        afterFrame((t) => (k.shown = t));
      });
      if (s.keys.length === query.length && s.gridAt === null && dirty) {
        dirty = false;
        if (s.gridMatches()) {
          s.gridAt = -1;
          afterFrame((t) => (s.gridAt = t));
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  s.idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
}

/** Waits until the network has been idle 500 ms (or `ms` passed) and the page's thread idles. */
async function quiet(page, ms) {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch(() => undefined);
  await page.evaluate(() => window.__growth.idle());
}

/** Types `query` into the box and returns each keystroke's ms and the grid's, from the page. */
async function typeAndMeasure(page, box, query, expectedTotal, timeoutMs, waitGrid) {
  await page.evaluate(([q, n]) => window.__growth.start(q, n), [query, expectedTotal]);
  await box.pressSequentially(query, { delay: KEY_DELAY });
  await page.waitForFunction(
    (n) => window.__growth.keys.length === n && window.__growth.keys.every((k) => k.shown),
    query.length,
    { timeout: timeoutMs },
  );
  if (waitGrid) {
    await page.waitForFunction(() => window.__growth.gridAt > 0, null, { timeout: timeoutMs });
  }
  return page.evaluate(() => {
    const s = window.__growth;
    s.stop();
    return {
      keys: s.keys.map((k) => k.shown - k.down),
      grid: s.gridAt > 0 ? s.gridAt - s.keys.at(-1).down : null,
    };
  });
}

/**
 * One load of `${url}/shop` on the phone: first card, the page's bytes once quiet, `query`
 * typed (`expectedTotal`: the API's total for it), then `heldQuery` with search answers held back.
 */
async function measureShopLoad(browser, url, { query, expectedTotal, heldQuery, timeoutMs }) {
  const { defaultBrowserType: _type, ...phone } = devices[PHONE];
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  const errors = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrument);
    await page.goto(`${url}/shop`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__growth?.cardFrame, null, { timeout: timeoutMs });
    await quiet(page, timeoutMs);
    const load = await page.evaluate(() => {
      const s = window.__growth;
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ];
      const sum = (list) => list.reduce((n, e) => n + (e.transferSize || 0), 0);
      return {
        firstCard: s.cardPaint ?? s.cardFrame,
        method: s.cardPaint ? 'element timing' : 'rAF',
        cardFrame: s.cardFrame,
        imagePaint: s.imagePaint,
        bytes: sum(entries),
        apiBytes: sum(entries.filter((e) => new URL(e.name).pathname.startsWith('/api/'))),
        requests: entries.length,
      };
    });

    const box = page.getByRole('searchbox', { name: /search products/i });
    await box.click();
    await page.evaluate(() => window.__growth.idle());
    const typed = await typeAndMeasure(page, box, query, expectedTotal, timeoutMs, true);

    await box.fill('');
    await quiet(page, timeoutMs);
    await page.route('**/api/products/search**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue().catch(() => undefined);
    });
    const held = await typeAndMeasure(page, box, heldQuery, -1, timeoutMs, false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    return { ...load, keys: typed.keys, grid: typed.grid, heldKeys: held.keys, errors };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The query typed: the first of a few whose last letter changes the API's total. */
async function typedQuery(url) {
  const total = async (q) => {
    const res = await get(`${url}/api/products/search?pageSize=1&q=${encodeURIComponent(q)}`);
    return JSON.parse(res.body.toString('utf8')).total;
  };
  for (const q of ['shure sm5', 'yamaha mg', 'jbl eon', 'sennheiser e']) {
    const n = await total(q);
    if (n > 0 && n !== (await total(q.slice(0, -1)))) return { query: q, expectedTotal: n };
  }
  throw new Error('no query of the list has matches that its last letter changes');
}

const tenth = (n) => Math.round(n * 10) / 10;
const median = (list) => percentile(Float64Array.from(list).sort(), 50);

/**
 * `loads` loads of the Shop at `url` on the phone, one after the other: the medians of the first
 * card (ms from navigation start), the page's bytes, the first keystroke and the grid; every
 * keystroke's p95; the slowest keystroke with search answers held back.
 */
export async function measureShop(browser, url, { loads: count, timeoutMs }) {
  const typed = await typedQuery(url);
  // One load first, not counted: the browser's and the store's first page cost more than the rest.
  await measureShopLoad(browser, url, { ...typed, heldQuery: 'akg', timeoutMs });
  const loads = [];
  for (let i = 0; i < count; i++) {
    loads.push(await measureShopLoad(browser, url, { ...typed, heldQuery: 'akg', timeoutMs }));
  }
  const keys = Float64Array.from(loads.flatMap((l) => l.keys)).sort();
  return {
    query: typed.query,
    firstCard: Math.round(median(loads.map((l) => l.firstCard))),
    method: [...new Set(loads.map((l) => l.method))].join(', '),
    image: Math.round(median(loads.map((l) => l.imagePaint ?? Number.NaN))),
    bytes: median(loads.map((l) => l.bytes)),
    apiBytes: median(loads.map((l) => l.apiBytes)),
    firstKey: tenth(median(loads.map((l) => l.keys[0]))),
    firstKeyMax: tenth(Math.max(...loads.map((l) => l.keys[0]))),
    keyP95: tenth(percentile(keys, 95)),
    grid: Math.round(median(loads.map((l) => l.grid))),
    heldMax: tenth(Math.max(...loads.flatMap((l) => l.heldKeys))),
    errors: [...new Set(loads.flatMap((l) => l.errors))],
  };
}
