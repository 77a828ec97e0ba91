import type { Page } from '@playwright/test';

/**
 * Until React has taken over the server's HTML: a click before that would reach a button with no
 * handler yet (React replays clicks made once the root exists).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** Every console error or warning and uncaught error of the page, hydration's included. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
