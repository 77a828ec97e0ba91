import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { signIn } from './browser';

/**
 * After each test of the file: unmount what it rendered, drop the globals it stubbed (fetch,
 * location) and the spies it set, forget the calls of `mocks` and empty storage.
 */
export function cleanUpAfterEach(...mocks: { mockClear: () => unknown }[]): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const mock of mocks) mock.mockClear();
    localStorage.clear();
  });
}

/** Each test of the file starts signed in as staff (the back office) and cleans up after itself. */
export function asStaffInEachTest(...mocks: { mockClear: () => unknown }[]): void {
  beforeEach(() => signIn('admin'));
  cleanUpAfterEach(...mocks);
}
