import { expect, type Page } from '@playwright/test';

/**
 * The page at a phone's width and at a laptop's, kept with the test's results (`outputPath`),
 * nothing wider than the screen.
 */
export async function shots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
