/** The Chromium the browser benchmarks drive. */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium as a quiet, sandbox-free test browser: no GPU, no background traffic or updates. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
