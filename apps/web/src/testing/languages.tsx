import type { ReactNode } from 'react';
import { beforeAll } from 'vitest';
import type { Language } from '@avstore/core';
import type { Namespace } from '../i18n/kept';
import { LanguageContext } from '../i18n/language';
import { loadMessages } from '../i18n/load';
import { cleanUpAfterEach } from './lifecycle';

/** `page` as a page in `language` shows it (the router's base gives it in the app). */
export const inLanguage = (language: Language, page: ReactNode) => (
  <LanguageContext value={language}>{page}</LanguageContext>
);

/**
 * A file of tests in Sinhala and Tamil: the messages of `namespaces` in both loaded before its
 * first test, and each test cleaned up after (cleanUpAfterEach).
 */
export function inSinhalaAndTamil(namespaces: Namespace[]): void {
  beforeAll(() =>
    Promise.all((['si', 'ta'] as const).map((language) => loadMessages(language, namespaces))),
  );
  cleanUpAfterEach();
}
