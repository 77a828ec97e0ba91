import { card } from '../ui';
import { SettingsFrame } from './settings-frame';
import { TextAreaField } from './text-area-field';

type PageField = 'about' | 'refundPolicy' | 'privacyPolicy' | 'terms';

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

/** The back office's Pages screen: the About text and the three policies, as plain paragraphs. */
export function PagesScreen() {
  return (
    <SettingsFrame
      title="Pages"
      description="The About page's text and its three policies. Plain text: leave a blank line between paragraphs."
      saveLabel="Save pages"
    >
      {({ draft, edit, errors }) => (
        <section className={`${card} space-y-6 p-4 sm:p-6`}>
          {PAGES.map((page) => (
            <TextAreaField
              key={page.key}
              label={page.label}
              hint={page.hint}
              rows={10}
              value={draft.pages[page.key]}
              error={errors[`pages.${page.key}`]}
              onChange={(e) => edit((d) => void (d.pages[page.key] = e.target.value))}
            />
          ))}
        </section>
      )}
    </SettingsFrame>
  );
}
