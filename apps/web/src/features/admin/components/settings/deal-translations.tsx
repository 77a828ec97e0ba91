import { OTHER_LANGUAGES } from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import type { DealWordsDraft } from '../../lib/settings-form';
import type { SettingsPart } from './settings-frame';
import { LANGUAGE_NAMES, missingNote } from './language-names';
import { TextAreaField } from './text-area-field';

const WORDS: { key: keyof DealWordsDraft; label: string }[] = [
  { key: 'title', label: 'heading' },
  { key: 'points', label: 'points' },
  { key: 'note', label: 'note' },
];

/** The Special Deals block's words in Sinhala and Tamil beside the English (issue #30). */
export function DealTranslations({ draft, edit, errors }: SettingsPart) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {OTHER_LANGUAGES.map((language) => {
        const name = LANGUAGE_NAMES[language];
        const words = draft.dealIn[language];
        const missing = WORDS.filter(
          ({ key }) => draft.deal[key].trim() !== '' && words[key].trim() === '',
        );
        const field = (key: keyof DealWordsDraft) => ({
          value: words[key],
          lang: language,
          error: errors[`home.specialDeal.translations.${language}.${key}`],
          onChange: (e: { target: { value: string } }) =>
            edit((d) => void (d.dealIn[language][key] = e.target.value)),
        });
        return (
          <fieldset key={language} className="space-y-3">
            <legend className="font-semibold">Special Deals in {name}</legend>
            <p className={`text-sm ${missing.length > 0 ? 'text-amber-800' : 'text-emerald-700'}`}>
              {missingNote(
                language,
                missing.map((word) => `the ${word.label}`),
              )}
            </p>
            <TextField label={`Heading in ${name}`} {...field('title')} />
            <TextAreaField label={`Points in ${name}`} rows={5} {...field('points')} />
            <TextField label={`Note in ${name}`} {...field('note')} />
          </fieldset>
        );
      })}
    </div>
  );
}
