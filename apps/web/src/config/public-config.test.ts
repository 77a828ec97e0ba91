import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfigQueryOptions } from './public-config';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
});

/** The address the app asks its settings at, on a page whose `<html lang>` is `language`. */
async function configAddress(language: string): Promise<string> {
  document.documentElement.lang = language;
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const { queryFn } = publicConfigQueryOptions();
  await (queryFn as () => Promise<unknown>)();
  return (fetchMock.mock.calls[0] as unknown as [string])[0];
}

describe("the shop's settings", () => {
  it("are asked for in the page's language, as its preload asked for them", async () => {
    expect(await configAddress('si')).toBe('/api/config?lang=si');
    expect(await configAddress('ta')).toBe('/api/config?lang=ta');
    expect(await configAddress('en')).toBe('/api/config');
  });
});
