import { OTHER_LANGUAGES, type OtherLanguage } from '@avstore/core';
import type { PagesDraft } from '../../lib/settings-form';
import { card } from '../ui';
import { LANGUAGE_NAMES, missingNote } from './language-names';
import { SettingsFrame, type SettingsPart } from './settings-frame';
import { TextAreaField } from './text-area-field';

type PageField = keyof PagesDraft;

const PAGES: { key: PageField; label: string; hint?: string }[] = [
  {
    key: 'about',
    label: 'About Us',
    hint: 'The first paragraph shows at once, the others after ‘Read more’.',
  },
  { key: 'refundPolicy', label: 'Refund Policy' },
  { key: 'privacyPolicy', label: 'Privacy Policy' },
  { key: 'terms', label: 'Terms and Conditions' },
];

/**
 * The back office's Pages screen: the About text and the three policies, as plain paragraphs, in
 * English and in Sinhala and Tamil beside it (issue #30).
 */
export function PagesScreen() {
  return (
    <SettingsFrame
      title="Pages"
      description="The About page's text and its three policies. Plain text: leave a blank line between paragraphs."
      saveLabel="Save pages"
    >
      {(part) => (
        <>
          <section className={`${card} space-y-6 p-4 sm:p-6`} aria-label="English">
            {PAGES.map((page) => (
              <TextAreaField
                key={page.key}
                label={page.label}
                hint={page.hint}
                rows={10}
                value={part.draft.pages[page.key]}
                error={part.errors[`pages.${page.key}`]}
                onChange={(e) => part.edit((d) => void (d.pages[page.key] = e.target.value))}
              />
            ))}
          </section>
          {OTHER_LANGUAGES.map((language) => (
            <PagesInLanguage key={language} language={language} {...part} />
          ))}
        </>
      )}
    </SettingsFrame>
  );
}

function PagesInLanguage({
  language,
  draft,
  edit,
  errors,
}: SettingsPart & { language: OtherLanguage }) {
  const name = LANGUAGE_NAMES[language];
  const pages = draft.pagesIn[language];
  const missing = PAGES.filter((page) => pages[page.key].trim() === '');
  const headingId = `pages-${language}`;
  return (
    <section className={`${card} space-y-6 p-4 sm:p-6`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {name}
        </h2>
        <p className={`mt-1 text-sm ${missing.length > 0 ? 'text-amber-800' : 'text-emerald-700'}`}>
          {missingNote(
            language,
            missing.map((page) => page.label),
          )}
        </p>
      </div>
      {PAGES.map((page) => (
        <TextAreaField
          key={page.key}
          label={`${page.label} in ${name}`}
          lang={language}
          rows={8}
          value={pages[page.key]}
          error={errors[`pages.translations.${language}.${page.key}`]}
          onChange={(e) => edit((d) => void (d.pagesIn[language][page.key] = e.target.value))}
        />
      ))}
    </section>
  );
}
