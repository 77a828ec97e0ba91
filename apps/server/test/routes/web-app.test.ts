import { describe, expect } from 'vitest';
import { appTest } from '../fixtures';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

const it = appTest({
  webFiles: {
    'index.html': INDEX,
    'assets/app-abc123.js': 'console.log("app");'.repeat(200),
    'robots.txt': 'User-agent: *\n',
    // A source map left in the build by mistake: it would give away the app's sources.
    'assets/app-abc123.js.map': '{"version":3,"sources":["src/app.tsx"]}',
  },
});

describe('the web app', () => {
  it.for([
    '/',
    '/home',
    '/shop',
    '/cart',
    '/about',
    '/checkout',
    '/payment/success',
    '/resetPassword/confirm',
    '/admin/products',
  ])('answers %s with index.html, never cached', async (route, { t }) => {
    const res = await fetch(`${t.url}${route}?q=x`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it.for(['identity', 'gzip', 'br'])(
    'answers / with the app whatever the client accepts (%s)',
    async (encoding, { t }) => {
      const res = await fetch(`${t.url}/`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('answers a folder of the build with the app, never a listing or a 403', async ({ t }) => {
    const res = await fetch(`${t.url}/assets/`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(INDEX);
  });

  it('answers an unknown page with the app and a 404', async ({ t }) => {
    const res = await fetch(`${t.url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(INDEX);
  });

  it('caches hashed assets as immutable', async ({ t }) => {
    const res = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.for(['identity', 'gzip, br'])(
    'never serves a source map, even one left in the build (%s)',
    async (encoding, { t }) => {
      for (const file of ['app-abc123.js.map', 'app-abc123.js%2Emap', 'app-abc123.js.map?v=1']) {
        const res = await fetch(`${t.url}/assets/${file}`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(res.status, file).toBe(404);
        expect(await res.text()).not.toContain('"sources"');
      }
    },
  );

  it('serves nothing from outside the web root, such as the server bundle and its maps', async ({
    t,
  }) => {
    for (const url of [
      '/../server/dist/main.js.map',
      '/assets/..%2f..%2fserver%2fdist%2fmain.js.map',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toMatch(/root:|sourcesContent/);
    }
  });

  it('does not cache files outside assets for long', async ({ t }) => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown /api paths with JSON 404', async ({ t }) => {
    for (const url of ['/api/nothing', '/api', '/api/products/x/y']) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('answers a POST to a page with JSON 404, not the app', async ({ t }) => {
    const res = await fetch(`${t.url}/shop`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
