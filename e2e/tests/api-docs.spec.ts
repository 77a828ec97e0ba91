import { expect, test } from '@playwright/test';

// The API's reference page (/api/docs) renders under the store's own Content-Security-Policy:
// its scripts and styles are the store's files, and nothing is fetched from another origin.
test('the API reference page renders the document with no CSP violation', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
      foreign.push(request.url());
  });

  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('API');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('1.0.0');
  // Every tag and operation of the document is listed; one opens with its answers.
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const tags = new Set(
    Object.values(document.paths).flatMap((path) =>
      Object.values(path).flatMap((operation) => operation.tags ?? []),
    ),
  );
  expect(tags.size).toBeGreaterThan(8);
  await expect(page.locator('.opblock-tag-section')).toHaveCount(tags.size);
  const products = page.locator('.opblock').filter({ hasText: '/api/products/{id}' });
  await products.first().locator('.opblock-summary').click();
  await expect(products.first().locator('.responses-table')).toContainText('404');
  await expect(page.locator('.opblock').filter({ hasText: '/api/admin/dashboard' })).toHaveCount(1);
  // The bearer scheme is offered for the routes that need it.
  await expect(page.locator('.btn.authorize')).toBeVisible();

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the reference page keeps the store’s CSP: no inline script, no other origin', async ({
  request,
}) => {
  const res = await request.get('/api/docs');
  expect(res.status()).toBe(200);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toMatch(/'unsafe-eval'/);
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await res.text();
  for (const [, attributes] of html.matchAll(/<script([^>]*)>/g))
    expect(attributes).toMatch(/\ssrc="\/api\/docs\/static\//);
});
