import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { APP_ROUTES } from '@avstore/core';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const PAGES = [...APP_ROUTES, '/admin', '/no-such-page'];

test('every HTML answer carries the CSP and the other security headers', async ({ request }) => {
  for (const page of PAGES) {
    const res = await request.get(page);
    const headers = res.headers();
    expect(headers['content-type'], page).toContain('text/html');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, page).toMatch(/script-src 'self'/);
    expect(csp, page).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp, page).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], page).toBe('nosniff');
    expect(headers['referrer-policy'], page).toBe('strict-origin-when-cross-origin');
  }
});

test('the built app has no inline script and no inline event handler', () => {
  const htmlFiles = fs.readdirSync(dist).filter((f) => f.endsWith('.html'));
  expect(htmlFiles.length).toBeGreaterThan(0);
  for (const file of htmlFiles) {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, file).toMatch(/\ssrc=/);
      expect(body!.trim(), file).toBe('');
    }
    expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html, file).not.toMatch(/javascript:/i);
  }
});

test('no page logs a CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/shop', '/cart', '/contact', '/about', '/login']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
