import { OTHER_LANGUAGES, type Banner, type BannerWords } from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import { LANGUAGE_NAMES, missingNote } from './language-names';

const WORDS: { key: keyof BannerWords; label: string }[] = [
  { key: 'title', label: 'title' },
  { key: 'text', label: 'words' },
  { key: 'buttonText', label: 'button text' },
];

interface BannerTranslationsProps {
  banner: Banner;
  /** The banner's place, 1 first, as its other fields name it. */
  number: number;
  errors: Record<string, string>;
  onChange: (translations: NonNullable<Banner['translations']>) => void;
}

/** A banner's words in Sinhala and Tamil beside its English (issue #30); empty shows English. */
export function BannerTranslations({ banner, number, errors, onChange }: BannerTranslationsProps) {
  const translations = banner.translations ?? {};
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {OTHER_LANGUAGES.map((language) => {
        const own: BannerWords = translations[language] ?? { title: '', text: '', buttonText: '' };
        const missing = WORDS.filter(({ key }) => banner[key].trim() !== '' && !own[key].trim());
        return (
          <fieldset key={language} className="space-y-2">
            <legend className="text-sm font-semibold">
              Banner {number} in {LANGUAGE_NAMES[language]}
            </legend>
            <p className={`text-sm ${missing.length > 0 ? 'text-amber-800' : 'text-emerald-700'}`}>
              {missingNote(
                language,
                missing.map((word) => `the ${word.label}`),
              )}
            </p>
            {WORDS.map((word) => (
              <TextField
                key={word.key}
                label={`Banner ${number} ${word.label} in ${LANGUAGE_NAMES[language]}`}
                lang={language}
                value={own[word.key]}
                error={errors[`home.banners.${number - 1}.translations.${language}.${word.key}`]}
                onChange={(e) =>
                  onChange({ ...translations, [language]: { ...own, [word.key]: e.target.value } })
                }
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
