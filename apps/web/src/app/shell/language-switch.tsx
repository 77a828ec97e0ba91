import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '@avstore/core';
import { useCommonT } from '../../i18n/common';
import { useLanguage } from '../../i18n/language';

/**
 * The header's language switch (issue #30): the page the shopper is on, in each language, as
 * plain links (they work without JavaScript, and load the page in its language from the server);
 * the choice is remembered. A disclosure named by the page's language in its own words, so that
 * it takes one 44 px target on a phone.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const t = useCommonT();
  return (
    <details className="relative">
      <summary
        aria-label={`${t('language')}: ${LANGUAGE_NAMES[language]}`}
        className="flex h-11 cursor-pointer list-none items-center rounded-md px-2 text-sm font-medium text-slate-200 hover:text-white [&::-webkit-details-marker]:hidden"
      >
        {LANGUAGE_NAMES[language]}
      </summary>
      <ul className="absolute right-0 z-40 mt-1 w-36 rounded-lg bg-white py-1 text-slate-800 shadow-lg">
        {LANGUAGES.map((other) => (
          <li key={other}>
            <a
              href={pathInLanguage(other, pathname + search)}
              lang={other}
              aria-current={other === language || undefined}
              // Remembered for the next visit: the server sends an English address to the same
              // page in this language (plugins/web-app.ts). A cookie, so that the next visit's
              // first request carries it; a crawler keeps none and gets the address's language.
              onClick={() => {
                document.cookie = `${LANGUAGE_COOKIE}=${other};path=/;max-age=31536000;samesite=lax`;
              }}
              className="flex min-h-11 items-center px-4 text-sm hover:bg-slate-100 aria-[current]:font-semibold"
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
